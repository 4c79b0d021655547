import { catalogueFor } from '../../sandbox/seed/catalogues'
import { getTenant } from '../../sites/registry'
import { MAINTENANCE_TEXT, MAINTENANCE_TITLE } from '../../shell/Maintenance'
import { HOME_LINK_TEXT, NOT_FOUND_TEXT } from '../../shell/errorTexts'
import {
  expect,
  firstNewsPost,
  rawGet,
  resourceStatus,
  setMaintenance,
  settle,
  siteUrl,
  test,
} from './fixtures'

const TENANTS = ['demo', 'smkcoding', 'bharabas'] as const
/** This file's own site, switched into maintenance (no other file reads it in a browser). */
const MAINTENANCE_SITE = 'pujapramudya'

function hexToRgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}

for (const key of TENANTS) {
  const tenant = getTenant(key)!

  test.describe(key, () => {
    test('home shows the tenant name, colours and the class list', async ({ page, consoleErrors }) => {
      const res = await page.goto(siteUrl(key))
      expect(res?.status()).toBe(200)
      await expect(page.locator('.hero__eyebrow')).toHaveText(tenant.name)
      await expect(page.locator('.site-header__brand')).toContainText(tenant.name)
      await expect(page).toHaveTitle(tenant.name)
      const heroBg = await page.locator('.hero').evaluate((el) => getComputedStyle(el).backgroundImage)
      expect(heroBg).toContain(hexToRgb(tenant.theme.primary))
      // The home's class section shows up to a page (6, SPEC §9) of the tenant's own classes.
      const cards = page.locator('.class-card')
      await expect(cards.first()).toBeVisible()
      const own = new Set(catalogueFor(key).classes.map((c) => c.name))
      const titles = await cards.locator('h3').allTextContents()
      expect(titles.length).toBeLessThanOrEqual(6)
      // A card's heading may lead with its kind ("Belajar Mandiri: …").
      for (const title of titles)
        expect(
          [...own].some((name) => title.includes(name)),
          title,
        ).toBe(true)
      await settle(page)
      expect(consoleErrors).toEqual([])
    })

    test('/About renders with the site name in the title', async ({ page, consoleErrors }) => {
      const res = await page.goto(siteUrl(key, '/About'))
      expect(res?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveText(`Tentang ${tenant.name}`)
      await expect(page).toHaveTitle(`Tentang Kami | ${tenant.name}`)
      await settle(page)
      expect(consoleErrors).toEqual([])
    })

    for (const path of ['/about', '/Tidak-Ada', '/News/a/b/c/d']) {
      test(`${path} is the not-found page with status 404`, async ({ page, allowConsoleErrors }) => {
        allowConsoleErrors(resourceStatus(404))
        const res = await page.goto(siteUrl(key, path))
        expect(res?.status()).toBe(404)
        await expect(page.locator('h1')).toHaveText(NOT_FOUND_TEXT)
        const home = page.getByRole('link', { name: HOME_LINK_TEXT })
        await expect(home).toHaveAttribute('href', '/')
      })
    }
  })
}

for (const mode of ['on', 'missing'] as const) {
  test(`maintenance ${mode} shows the maintenance screen with the logo`, async ({ page }) => {
    await setMaintenance(MAINTENANCE_SITE, mode)
    await page.goto(siteUrl(MAINTENANCE_SITE))
    await expect(page.getByRole('heading', { name: MAINTENANCE_TITLE })).toBeVisible()
    await expect(page.getByText(MAINTENANCE_TEXT)).toBeVisible()
    await expect(page.locator('.maintenance img')).toHaveAttribute('src', '/logo.svg')
    await expect(page.locator('.site-header')).toHaveCount(0)
  })
}

test('/News/{slug} carries the post title, description and image in the raw HTML', async ({
  request,
  page,
  consoleErrors,
}) => {
  const post = await firstNewsPost('smkcoding')
  const res = await rawGet(request, 'smkcoding', `/News/${post.slug}`)
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toContain(`<title>${post.title} | SMK Coding</title>`)
  expect(html).toMatch(/<meta name="description" content="[^"]+"/)
  // Its cover is an SVG, which networks do not show: the page shares its drawn PNG instead (named
  // after its canonical address, which on SMK Coding is under /Berita).
  expect(post.cover).toMatch(/\.svg$/)
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]+/og/[^"]+/${post.slug}\\.png"`))
  await page.goto(siteUrl('smkcoding', `/News/${post.slug}`))
  await expect(page.locator('h1')).toHaveText(post.title)
  await settle(page)
  expect(consoleErrors).toEqual([])
})

test('bare localhost is the demo site', async ({ page }) => {
  const port = new URL(siteUrl('demo')).port
  await page.goto(`http://localhost:${port}/`)
  await expect(page.locator('.hero__eyebrow')).toHaveText(getTenant('demo')!.name)
})

test('client-side navigation keeps the shell and updates the title', async ({ page, consoleErrors }) => {
  await page.goto(siteUrl('demo'))
  await settle(page)
  await page.getByRole('link', { name: 'Kebijakan Privasi' }).click()
  await expect(page.locator('h1')).toHaveText('Kebijakan Privasi')
  await expect(page).toHaveTitle(`Kebijakan Privasi | ${getTenant('demo')!.name}`)
  await settle(page)
  expect(consoleErrors).toEqual([])
})

test('start-up version check saves the version and obtains a guest token cookie for 30 days', async ({
  page,
  context,
}) => {
  await page.goto(siteUrl('demo', '/About'))
  await expect.poll(() => page.evaluate(() => localStorage.getItem('app-version'))).toBe('1.0.0')
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'guest-token')?.value)
    .toBeTruthy()
  const cookie = (await context.cookies()).find((c) => c.name === 'guest-token')!
  const lifetime = cookie.expires - Date.now() / 1000
  expect(lifetime).toBeGreaterThan(2_592_000 - 120)
  expect(lifetime).toBeLessThanOrEqual(2_592_000 + 5)
})
