/**
 * The community pages (`/Testimoni`, `/Donasi`, `/Tes-DISC`, docs/decisions/0011-community-pages.md):
 * the raw HTML holds their first screen of data on the sites whose menu offers them, a site that does
 * not list them neither links to them nor shows them, a failing table says why and retry recovers,
 * axe finds nothing, and `/Welcome` no longer carries them. The forms themselves: showcase.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DISC_QUESTIONS } from '../../content/disc'
import { getTenant } from '../../sites/registry'
import {
  expect,
  followMenuLink,
  rawGet,
  armFault,
  leaseTenant,
  resetTenant,
  sandboxFetch,
  settle,
  siteUrl,
  test,
} from './fixtures'

/** A site whose menu offers the community tables, leased by the test that fails them. */
const FAULTED = 'belajarbersama'

const PAGES = ['/Testimoni', '/Donasi', '/Tes-DISC'] as const
/** Two sites that offer them (their menus list them), each with its own rows in the sandbox. */
const OFFERING = ['demo', 'foundation'] as const
/** A site whose menu lists none of them. */
const NOT_OFFERING = 'smkcoding'

const offers = (tenant: string, path: string) => getTenant(tenant)!.nav.some((item) => item.path === path)

async function rows<T>(tenant: string, table: string, query: string): Promise<T[]> {
  const res = await sandboxFetch(tenant, `/db/rest/v1/${table}?${query}`, {
    headers: { Origin: new URL(siteUrl(tenant)).origin },
  })
  return (await res.json()) as T[]
}

async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze()
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const text = (html: string) => html.replace(/<!-- -->/g, '')

for (const tenant of OFFERING) {
  test(`${tenant}: the raw HTML of each page it offers holds its data, its menu links it`, async ({
    request,
  }) => {
    const testimonies = await rows<{ name: string }>(
      tenant,
      'testimonies',
      'select=name&order=created_at.desc',
    )
    const donations = await rows<{ amount: number }>(tenant, 'donations', 'select=amount')
    const total = donations.reduce((sum, d) => sum + d.amount, 0)
    const expected: Record<(typeof PAGES)[number], string[]> = {
      // A site with none yet says so in a sentence (foundation's sandbox has none).
      '/Testimoni': [
        '<h1>Testimoni</h1>',
        testimonies[0]?.name ?? 'Belum ada testimoni. Jadilah yang pertama berbagi cerita.',
        'Bagikan pengalaman Anda',
      ],
      '/Donasi': [
        '<h1>Donasi</h1>',
        `Rp ${total.toLocaleString('id-ID')}`,
        `dari ${donations.length} donatur`,
        'Kirim donasi',
      ],
      '/Tes-DISC': ['<h1>Tes DISC</h1>', `Kelompok ${DISC_QUESTIONS.length} dari ${DISC_QUESTIONS.length}`],
    }
    const home = text(await (await rawGet(request, tenant, '/')).text())
    for (const path of PAGES) {
      const res = await rawGet(request, tenant, path)
      expect(res.status(), path).toBe(200)
      const html = text(await res.text())
      expect(html, path).toContain('<html lang="id"')
      if (!offers(tenant, path)) {
        expect(html, path).toContain('belum tersedia di situs ini')
        expect(html, `${path} is kept out of search engines`).toMatch(/<meta name="robots" content="noindex/)
        expect(home, path).not.toContain(`href="${path}"`)
        continue
      }
      expect(html, `${path} may be indexed`).not.toMatch(/<meta name="robots" content="noindex/)
      for (const t of expected[path]) expect(html, `${path} holds ${t}`).toContain(t)
      expect(html.match(/<h1/g), path).toHaveLength(1)
      expect(home, `the home links ${path}`).toContain(`href="${path}"`)
    }
    const sitemap = await (await rawGet(request, tenant, '/sitemap.xml')).text()
    for (const path of PAGES) expect(sitemap.includes(`${path}</loc>`), path).toBe(offers(tenant, path))
  })
}

test('a site whose menu lists none of them neither links to them nor shows them', async ({ request }) => {
  for (const path of PAGES) expect(offers(NOT_OFFERING, path), path).toBe(false)
  const home = text(await (await rawGet(request, NOT_OFFERING, '/')).text())
  const sitemap = await (await rawGet(request, NOT_OFFERING, '/sitemap.xml')).text()
  for (const path of PAGES) {
    expect(home, path).not.toContain(`href="${path}"`)
    expect(sitemap, path).not.toContain(`${path}</loc>`)
    const html = text(await (await rawGet(request, NOT_OFFERING, path)).text())
    expect(html, path).toContain('belum tersedia di situs ini')
    expect(html, `${path} is kept out of search engines`).toMatch(/<meta name="robots" content="noindex/)
    expect(html, path).not.toMatch(/Yoga Prasetyo|Total donasi|Tulis testimoni|Kelompok 1 dari/)
  }
})

test('/Welcome no longer carries the DISC test, the testimonies or the donations', async ({ request }) => {
  for (const tenant of OFFERING) {
    const html = text(await (await rawGet(request, tenant, '/Welcome')).text())
    expect(html).toContain('<h1')
    expect(html).not.toMatch(
      /Tes kepribadian DISC|Kelompok 1 dari|Tulis testimoni|Berdonasi|Total donasi|Mulai dari sini/,
    )
    expect(html).not.toContain('"testimonies"')
    expect(html).not.toContain('"donations"')
  }
})

test('a failing donations table says why on /Donasi, and retry recovers', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500/, /\[api\] donationsList: /)
  await leaseTenant(FAULTED)
  await armFault(FAULTED, { pathPrefix: '/db/rest/v1/donations', fault: '500' })
  await page.goto(siteUrl(FAULTED, '/Donasi'))
  // The pre-rendered total is brought up to date once the visitor uses the page (a scroll).
  await page.mouse.wheel(0, 300)
  const alert = page.locator('#donasi [role="alert"]')
  await expect(alert).toContainText('Donasi belum dapat dimuat')
  // The baked total stays beside the message.
  await expect(page.locator('.donation-total')).toBeVisible()
  await resetTenant(FAULTED)
  await alert.getByRole('button', { name: 'Coba lagi' }).click()
  await expect(alert).toHaveCount(0)
})

for (const tenant of OFFERING) {
  test(`${tenant}: axe finds nothing and nothing scrolls sideways at 360 px`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 360, height: 740 })
    for (const path of PAGES.filter((p) => offers(tenant, p))) {
      await page.goto(siteUrl(tenant, path))
      await settle(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360)
      expect(await axeViolations(page), `${tenant} ${path}`).toEqual([])
    }
  })
}

test('the menu leads to the page (a client-side navigation with the page’s own head)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(siteUrl('demo', '/About'))
  await settle(page)
  await followMenuLink(page, 'Donasi')
  await expect(page).toHaveURL(siteUrl('demo', '/Donasi'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donasi')
  await expect(page).toHaveTitle(/^Donasi \| /)
  await expect(page.locator('.donation-total')).toContainText('Total donasi terkumpul')
})
