/**
 * Landings: every tenant's home shows its own family's landing with its name, logo and
 * colours, passes axe's colour-contrast rule, and downloads no other family's landing code.
 * Runs over the tenants the e2e server built (`TENANTS=…` narrows the build, and this list with it).
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { devices } from '@playwright/test'
import { E2E_ANALYTICS } from '../../playwright.config'
import { getTenant, tenantKeys } from '../../sites/registry'
import { landingFor } from '../../sites/resolve'
import { shadeForWhiteText } from '../../sites/theme'
import { RADIO_STAND_IN_NOTE } from '../../shell/RadioSlot'
import { expect, landingFigure, adminList, leaseTenant, settle, siteUrl, test } from './fixtures'
import { axe } from './axe'

const BUILT = process.env.TENANTS ? process.env.TENANTS.split(',').map((k) => k.trim()) : tenantKeys()

/** The sandbox seeds `none` without a layout: SPEC §9's default layout applies. */
const familyOf = (key: string) => landingFor(key === 'none' ? null : key).family

function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}

/** The bodies of the scripts a page downloaded, fetched again through loopback (Node cannot resolve *.localhost). */
async function scriptsLoaded(page: Page, request: APIRequestContext, url: string): Promise<string[]> {
  const urls = new Set<string>()
  page.on('request', (req) => {
    if (req.url().endsWith('.js')) urls.add(req.url())
  })
  await page.goto(url)
  // The page's scripts are requested after its first frame (renderer/paintFirst.ts), which on a busy
  // machine can come after the network has been idle: every one has been imported once it hydrated.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  await settle(page)
  return Promise.all(
    [...urls].map(async (u) => {
      const { host, pathname } = new URL(u)
      const res = await request.get(`http://127.0.0.1:${new URL(u).port}${pathname}`, { headers: { host } })
      return res.text()
    }),
  )
}

/** The landing families whose code a page downloaded (each landing passes its family to LandingRoot). */
async function landingFamiliesLoaded(page: Page, request: APIRequestContext, url: string): Promise<string[]> {
  const found = new Set<string>()
  for (const body of await scriptsLoaded(page, request, url))
    for (const m of body.matchAll(/family:[`"']([a-z-]+)[`"'],css:/g)) found.add(m[1]!)
  return [...found].sort()
}

test.use({ serviceWorkers: 'block' })

for (const key of BUILT) {
  const family = familyOf(key)
  test(`${key}: home shows the ${family} landing, its name, logo and colours, and passes colour contrast`, async ({
    page,
  }) => {
    const tenant = getTenant(key)!
    await page.goto(siteUrl(key))
    const landing = page.locator('[data-landing]')
    await expect(landing).toHaveAttribute('data-landing', family)
    const name = (await page.locator('.site-header__brand span').textContent())!.trim()
    expect(name.length).toBeGreaterThan(0)
    await expect(page.locator('.hero__eyebrow')).toHaveText(name)
    // The page's one h1 is the hero's headline, not the site name.
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('.hero h1')).toHaveClass('hero__headline')
    await expect(page.locator('.site-header__brand img')).toHaveAttribute('src', /.+/)
    expect(
      await page.locator('.site-header__brand img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0)
    // The brand colour is the hero's accent; its text sits on the accessible shade.
    const hero = await page.locator('.hero').evaluate((el) => getComputedStyle(el).backgroundImage)
    expect(hero).toContain(rgb(tenant.theme.primary))
    const primary = await page.evaluate(() =>
      getComputedStyle(document.querySelector('.app')!).getPropertyValue('--clr-primary').trim(),
    )
    expect(primary).toBe(shadeForWhiteText(tenant.theme.primary))
    await settle(page)
    const contrast = await axe(page).withRules(['color-contrast']).analyze()
    expect(contrast.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([])
  })
}

test('a tenant downloads its own landing only', async ({ page, browser, request }) => {
  const pairs = [
    ['demo', 'demo'],
    ['smkcoding', 'smkcoding'],
    ['bharabas', 'bharabas'],
  ].filter(([key]) => BUILT.includes(key!))
  expect(pairs.length).toBeGreaterThan(0)
  for (const [key, family] of pairs) {
    const fresh = await browser.newPage()
    expect(await landingFamiliesLoaded(fresh, request, siteUrl(key!))).toEqual([family])
    await fresh.close()
  }
  await page.close()
})

test('landing counters count up once when they scroll into view, and end on the real figure', async ({
  page,
}) => {
  const figure = landingFigure('demo', 'students')
  // A short window, so the counters start below the fold (counters already in view keep their figure).
  await page.setViewportSize({ width: 360, height: 400 })
  await page.goto(siteUrl('demo'))
  await settle(page)
  const value = page.locator('.counter__value').first()
  expect(await value.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(400)
  // Below the fold after hydration: reset to 0, waiting for the visitor.
  await expect(value).toHaveText('0')
  // Screen readers get the real figure all along.
  await expect(page.locator('.counter .visually-hidden').first()).toHaveText(figure)
  await value.scrollIntoViewIfNeeded()
  await expect(value).toHaveText(figure)
  // Once: scrolling away and back does not count again.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(200)
  await value.scrollIntoViewIfNeeded()
  const seen: string[] = []
  for (let i = 0; i < 5; i++) {
    seen.push((await value.textContent())!.trim())
    await page.waitForTimeout(60)
  }
  expect(seen).toEqual(Array(5).fill(figure))
})

test('a hash jump lands the section heading below the sticky header; no gap above the footer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(siteUrl('demo'))
  await settle(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.locator('.hero').getByRole('link', { name: 'Lihat kelas' }).click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
  const header = await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().bottom)
  const heading = await page.locator('#kelas h2').evaluate((el) => el.getBoundingClientRect().top)
  expect(heading).toBeGreaterThanOrEqual(header)
  const gap = await page.evaluate(() => {
    const cta = document.querySelector('.landing > .cta:last-child')!.getBoundingClientRect()
    const footer = document.querySelector('.site-footer')!.getBoundingClientRect()
    return Math.round(footer.top - cta.bottom)
  })
  expect(gap).toBeLessThanOrEqual(0)
})

test.describe('radio (bharabas and dev.bharabas only)', () => {
  test('plays on a click, loops, and keeps playing across a navigation', async ({ page }) => {
    test.skip(!BUILT.includes('bharabas'), 'bharabas not built')
    await page.goto(siteUrl('bharabas'))
    const radio = page.getByRole('region', { name: `Radio ${getTenant('bharabas')!.name}`, exact: true })
    await expect(radio).toBeVisible()
    // No stream is configured: the shipped loop plays, and the bar says it is a stand-in.
    await expect(radio).toContainText(RADIO_STAND_IN_NOTE)
    const audio = radio.locator('audio')
    expect(await audio.evaluate((a: HTMLAudioElement) => [a.loop, a.autoplay, a.paused])).toEqual([
      true,
      false,
      true,
    ])
    await radio.getByRole('button', { name: 'Putar radio' }).click()
    await expect(radio.getByRole('status')).toHaveText('Sedang diputar')
    const before = await audio.evaluate((a: HTMLAudioElement) => a.currentTime)
    await page.locator('.site-footer').getByRole('link', { name: 'Tentang Kami' }).click()
    await expect(page).toHaveURL(/\/About$/)
    await expect(page.locator('h1')).toContainText('Tentang')
    // The same element, still playing and further on: the player survived the navigation.
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime))
      .toBeGreaterThan(before)
    await radio.getByRole('button', { name: 'Jeda radio' }).click()
    await expect(radio.getByRole('status')).toHaveText('Dijeda')
    await radio.getByLabel('Volume radio').fill('0.4')
    expect(await audio.evaluate((a: HTMLAudioElement) => a.volume)).toBeCloseTo(0.4)
  })

  test('offline, the bar says so', async ({ page, context, allowConsoleErrors }) => {
    test.skip(!BUILT.includes('bharabas'), 'bharabas not built')
    // The shell's own calls fail while offline, and say so in the console.
    allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Tidak dapat terhubung|Failed to fetch/)
    await page.goto(siteUrl('bharabas'))
    const radio = page.getByRole('region', { name: `Radio ${getTenant('bharabas')!.name}`, exact: true })
    await expect(radio).toBeVisible()
    await radio.getByRole('button', { name: 'Putar radio' }).click()
    await expect(radio.getByRole('status')).toHaveText('Sedang diputar')
    await settle(page)
    await context.setOffline(true)
    // What is loaded keeps playing, and the bar says so.
    await expect(radio.getByRole('status')).toHaveText(/^Offline: siaran yang sudah termuat/)
    expect(await radio.locator('audio').evaluate((a: HTMLAudioElement) => a.paused)).toBe(false)
    await context.setOffline(false)
    await expect(radio.getByRole('status')).not.toHaveText(/^Offline/)
  })

  test('other layouts neither show nor download the player', async ({ page, request }) => {
    const key = BUILT.find((k) => !getTenant(k)!.radio)!
    const wav: string[] = []
    page.on('request', (req) => {
      if (/\.wav$/.test(req.url())) wav.push(req.url())
    })
    const scripts = await scriptsLoaded(page, request, siteUrl(key))
    await expect(page.locator('.radio')).toHaveCount(0)
    expect(wav).toEqual([])
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.some((s) => s.includes('Putar radio'))).toBe(false)
  })
})

test.describe('page-view analytics', () => {
  // Other files open the measured site too (every header at every width): this test's own hits are
  // told apart by its browser's User-Agent, which the sandbox's collector records.
  const marker = `e2e-analytics-${process.pid}`
  test.use({ userAgent: `${devices['Desktop Chrome'].userAgent} ${marker}` })
  const hits = (tenant: string = E2E_ANALYTICS.tenant) =>
    adminList<{ tid: string; dl: string; dt: string }>('analytics', tenant, { ua: marker })

  // One test of this group at a time, from a clean slate.
  test.beforeEach(() => leaseTenant(E2E_ANALYTICS.tenant))

  test('one page view per navigation, with the layout’s id, from a script loaded after the page', async ({
    page,
  }) => {
    const { tenant: key, id } = E2E_ANALYTICS
    let loadedAt = 0
    let scriptAt = 0
    page.on('load', () => (loadedAt ||= Date.now()))
    page.on('request', (req) => {
      if (req.url().includes('/analytics/gtag.js')) scriptAt ||= Date.now()
    })
    await page.goto(siteUrl(key))
    await expect.poll(hits).toEqual([expect.objectContaining({ tid: id, dl: siteUrl(key) })])
    expect(scriptAt).toBeGreaterThanOrEqual(loadedAt)
    await page.locator('.site-footer').getByRole('link', { name: 'Tentang Kami' }).click()
    await expect(page).toHaveURL(/\/About$/)
    await expect
      .poll(async () => (await hits()).map((h) => h.dl))
      .toEqual([siteUrl(key), siteUrl(key, '/About')])
    const all = await hits()
    expect(all.every((h) => h.tid === id)).toBe(true)
    expect(all[1]!.dt).toContain('Tentang')
  })

  test('no script and no hit on a site without a configured id', async ({ page }) => {
    const key = BUILT.find((k) => k !== E2E_ANALYTICS.tenant && k !== 'comingsoon')!
    const requested: string[] = []
    page.on('request', (req) => requested.push(req.url()))
    await page.goto(siteUrl(key))
    await settle(page)
    await page.waitForTimeout(1500)
    expect(requested.filter((u) => u.includes('/analytics/'))).toEqual([])
    expect(await hits(key)).toEqual([])
  })

  test('nothing at all with Do Not Track', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'doNotTrack', { get: () => '1' }))
    const requested: string[] = []
    page.on('request', (req) => requested.push(req.url()))
    await page.goto(siteUrl(E2E_ANALYTICS.tenant))
    await settle(page)
    await page.waitForTimeout(1500)
    expect(requested.filter((u) => u.includes('/analytics/'))).toEqual([])
    expect(await hits()).toEqual([])
  })
})
