/**
 * Recorded statistics, as a visitor's browser sends them and an admin reads them back: the pages a
 * visit shows (the first and a client-side navigation) and their Core Web Vitals go to
 * `v1/statistics/record` in keep-alive batches, without the query string a visitor typed, each with
 * its page kind (sites/pageKinds.ts); the sandbox stores them for the page's tenant and the summary
 * call answers them; the /Welcome dashboard shows them by page kind, with axes and legends that fit
 * at 360 and 1280 px. A visitor who asks not to be tracked, or saves data, sends nothing and does
 * not even download the measuring code.
 */
import type { Page } from '@playwright/test'
import { resolveApiConfig } from '../../api/context'
import type { StatisticsSummary } from '../../api/statistics'
import { makeAppToken } from '../../api/token'
import { axisWidth, formatDuration } from '../../features/welcome/statistics/axes'
import { EVENT_LABEL } from '../../features/welcome/statistics/chartData'
import { PAGE_KIND_LABELS, pageKindLabel } from '../../sites/pageKinds'
import { tenantKeys } from '../../sites/registry'
import { expect, SANDBOX, settle, siteUrl, test } from './fixtures'

const BUILT = process.env.TENANTS ? process.env.TENANTS.split(',').map((k) => k.trim()) : tenantKeys()
const PASSWORD = 'rahasia123'
/** What the visitor typed into the site search: it must never reach a record. */
const TYPED = 'rahasia-pengunjung'

interface Beacon {
  tenant: string
  records: { event: string; path: string; kind: string; value?: number }[]
}

/** The statistics beacons the page sends, parsed, and the scripts it downloads. */
function watch(page: Page) {
  const beacons: Beacon[] = []
  const raw: string[] = []
  const scripts: string[] = []
  page.on('request', (req) => {
    if (req.url().includes('/v1/statistics/record')) {
      const body = req.postData() ?? ''
      raw.push(`${req.url()} ${body}`)
      beacons.push(JSON.parse(body) as Beacon)
    }
  })
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      void res
        .text()
        .then((t) => scripts.push(t))
        .catch(() => undefined)
  })
  const records = () => beacons.flatMap((b) => b.records)
  return { beacons, raw, scripts, records }
}

/** The page as the browser reports it when the visitor switches tabs: the moment batches go out. */
async function hideAndShow(page: Page) {
  await page.evaluate(() => {
    const set = (state: string) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    }
    set('hidden')
    delete (document as { visibilityState?: string }).visibilityState
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

/** A visit: the search page with a typed query, then a footer link followed client-side. */
async function visit(page: Page, tenant: string): Promise<string> {
  await page.goto(siteUrl(tenant, `/Cari?q=${TYPED}`))
  await settle(page)
  const link = page.locator('footer a[href^="/"]:not([href="/"]):not([href^="/Cari"])').first()
  const href = (await link.getAttribute('href'))!.replace(/[?#].*$/, '')
  await link.click()
  await expect(page).toHaveURL(siteUrl(tenant, href))
  await settle(page)
  // An interaction on the second page too (a key press counts for INP and moves nothing).
  await page.keyboard.press('Shift')
  return href
}

async function summaryOf(tenant: string): Promise<StatisticsSummary> {
  const appToken = () => makeAppToken(resolveApiConfig({}).appToken)
  const login = await fetch(`${SANDBOX}/auth/generate/token`, {
    method: 'POST',
    headers: { AppToken: await appToken(), 'X-Tenant-Id': tenant, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@alkademi.id', password: PASSWORD }),
  })
  const { data } = (await login.json()) as { data: { token: string } }
  const res = await fetch(`${SANDBOX}/services/v1/statistics/summary`, {
    headers: { AppToken: await appToken(), Authorization: `Bearer ${data.token}`, 'X-Tenant-Id': tenant },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: StatisticsSummary }).data
}

for (const tenant of BUILT) {
  test(`${tenant}: visiting pages records their views and vitals for the tenant, without what was typed`, async ({
    page,
  }) => {
    const before = await summaryOf(tenant)
    const seen = watch(page)
    const next = await visit(page, tenant)

    // Batches go out when the page is hidden; the sender loads once the first page is idle.
    await expect
      .poll(
        async () => {
          await hideAndShow(page)
          const records = seen.records()
          return ['page_view /Cari', `page_view ${next}`, 'LCP', 'INP', 'CLS'].filter(
            (want) => !records.some((r) => want === r.event || want === `${r.event} ${r.path}`),
          )
        },
        { timeout: 20_000, intervals: [1000] },
      )
      .toEqual([])

    const records = seen.records()
    expect(seen.beacons.every((b) => b.tenant === tenant)).toBe(true)
    expect(records.find((r) => r.event === 'page_view' && r.path === '/Cari')?.kind).toBe('search')
    expect(records.every((r) => r.path.startsWith('/') && !/[?#]/.test(r.path))).toBe(true)
    expect(seen.raw.join('\n')).not.toContain(TYPED)
    const lcp = records.find((r) => r.event === 'LCP')!
    expect(lcp.value).toBeGreaterThan(0)
    // What the opt-out tests below look for is really what a recording visit downloads.
    expect(seen.scripts.some((s) => s.includes('largest-contentful-paint'))).toBe(true)

    // What the sandbox stored, read back through the admin's summary call: the views per page kind
    // (its list of paths is the 20 most viewed, which a busy run's pages may push these out of).
    const nextKind = records.find((r) => r.event === 'page_view' && r.path === next)?.kind
    expect(nextKind).toBeTruthy()
    const kindViews = (summary: StatisticsSummary, kind: string) =>
      summary.kinds.find((k) => k.kind === kind)?.views ?? 0
    await expect
      .poll(async () => {
        const after = await summaryOf(tenant)
        const grown = (kind: string) => kindViews(after, kind) - kindViews(before, kind)
        return nextKind === 'search' ? [grown('search') >= 2] : [grown('search') >= 1, grown(nextKind!) >= 1]
      })
      .toEqual(nextKind === 'search' ? [true] : [true, true])
    const today = new Date().toISOString().slice(0, 10)
    const vitals = (await summaryOf(tenant)).vitals.filter((v) => v.date === today)
    expect(vitals.find((v) => v.metric === 'LCP' && v.kind === lcp.kind)?.samples).toBeGreaterThan(0)
    expect(vitals.some((v) => v.metric === 'CLS')).toBe(true)
  })
}

test('the admin dashboard shows the views per page and the p75 vitals per page kind', async ({ page }) => {
  const tenant = BUILT.includes('smkcoding') ? 'smkcoding' : BUILT[0]!
  const seen = watch(page)
  await visit(page, tenant)
  await expect
    .poll(
      async () => {
        await hideAndShow(page)
        return seen.records().some((r) => r.event === 'LCP')
      },
      { timeout: 20_000, intervals: [1000] },
    )
    .toBe(true)
  const lcp = seen.records().find((r) => r.event === 'LCP')!

  await page.goto(siteUrl(tenant, `/Login?redirect=${encodeURIComponent('/Welcome')}`))
  await page.getByLabel('Email').fill('admin@alkademi.id')
  await page.getByLabel('Kata sandi').fill(PASSWORD)
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page).toHaveURL(siteUrl(tenant, '/Welcome'))

  const pages = page.locator('section.stats-chart', { has: page.locator('#stats-pages') })
  await expect(pages.locator('[data-chart="uplot"] canvas').first()).toBeVisible()
  // Views are summed per page kind; the most viewed pages are listed by path below.
  const kindTable = pages.getByRole('table', { name: /Tampilan per jenis halaman/ })
  await expect(kindTable.getByRole('row', { name: /Pencarian/ })).toBeVisible()
  const topPages = pages.getByRole('table', { name: /paling banyak dilihat/ })
  await expect(topPages.getByRole('row', { name: /\/Cari/ })).toContainText('Pencarian')

  const vitals = page.locator('section.stats-chart', { has: page.locator('#stats-vitals') })
  await expect(vitals.locator('figure', { hasText: 'LCP p75' }).locator('canvas')).toBeVisible()
  const vitalTable = vitals.getByRole('table', { name: /Core Web Vitals per jenis halaman/ })
  // The landing page's kind is labelled by its name; its LCP cell says md or dtk, a rating and samples.
  const row = vitalTable.locator('tr', { hasText: pageKindLabel(lcp.kind) }).first()
  await expect(row).toContainText(/\d (md|dtk) · (Baik|Perlu perbaikan|Buruk) · \d+ sampel/)
  await expect(vitals.locator('[data-chart="uplot"]').first()).toHaveAttribute('aria-hidden', 'true')
})

for (const width of [360, 1280]) {
  test(`at ${width} px the admin's charts fit: legends name page kinds or events, nothing spills out`, async ({
    page,
  }) => {
    const tenant = BUILT.includes('demo') ? 'demo' : BUILT[0]!
    await page.setViewportSize({ width, height: 900 })
    await page.goto(siteUrl(tenant, `/Login?redirect=${encodeURIComponent('/Welcome')}`))
    await page.getByLabel('Email').fill('admin@alkademi.id')
    await page.getByLabel('Kata sandi').fill(PASSWORD)
    await page.getByRole('button', { name: 'Masuk' }).click()
    await expect(page).toHaveURL(siteUrl(tenant, '/Welcome'))
    const vitals = page.locator('section.stats-chart', { has: page.locator('#stats-vitals') })
    await expect(vitals.locator('figure', { hasText: 'LCP p75' }).locator('canvas')).toBeVisible()
    const daily = page.locator('section.stats-chart', { has: page.locator('#stats-daily') })
    await expect(daily.locator('canvas').first()).toBeVisible()

    // Legends: short names an admin knows (the demo site's seed records five kinds), never patterns.
    const known = new Set<string>([...Object.values(PAGE_KIND_LABELS), ...Object.values(EVENT_LABEL)])
    const legends = await page
      .locator('.stats-dashboard .u-legend .u-series:not(:first-child) .u-label')
      .allInnerTexts()
    expect(legends.length).toBeGreaterThan(3)
    expect(legends.filter((l) => !known.has(l))).toEqual([])

    // Every chart, its legend and its canvas lie within its section; the page does not scroll sideways.
    const spill = await page.evaluate(() =>
      [...document.querySelectorAll('.stats-chart [data-chart="uplot"]')].flatMap((chart) => {
        const box = chart.closest('.stats-chart')!.getBoundingClientRect()
        return [...chart.querySelectorAll('canvas, .u-legend, .u-series')]
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1))
          .map(
            (r) =>
              `${Math.round(r.left)}–${Math.round(r.right)} outside ${Math.round(box.left)}–${Math.round(box.right)}`,
          )
      }),
    )
    expect(spill).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

    // The y axis is as wide as its labels in the font uPlot draws them with (measured in this browser).
    const labels = [500, 850, 1200, 2500, 12_000, 60_000].map(formatDuration)
    const measured = await page.evaluate((texts) => {
      const ctx = document.createElement('canvas').getContext('2d')!
      ctx.font =
        '12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif'
      return Math.max(...texts.map((t) => ctx.measureText(t).width))
    }, labels)
    // uPlot draws a tick (size 10) and a gap (3) beside the label.
    expect(measured + 13).toBeLessThanOrEqual(axisWidth(labels))
  })
}

for (const [name, init] of [
  ['Do Not Track', () => Object.defineProperty(navigator, 'doNotTrack', { get: () => '1' })],
  [
    'Global Privacy Control',
    () => Object.defineProperty(navigator, 'globalPrivacyControl', { get: () => true }),
  ],
  [
    'Save-Data',
    () =>
      Object.defineProperty(navigator, 'connection', {
        value: { effectiveType: '4g', saveData: true },
        configurable: true,
      }),
  ],
  [
    'a 2g connection',
    () =>
      Object.defineProperty(navigator, 'connection', {
        value: { effectiveType: '2g', saveData: false },
        configurable: true,
      }),
  ],
] as const) {
  test(`${name}: nothing is recorded and the measuring code is not downloaded`, async ({ page }) => {
    const tenant = BUILT[0]!
    await page.addInitScript(init)
    const seen = watch(page)
    await visit(page, tenant)
    // Past the idle start (at most 3 s after load) and a hide that would send a batch.
    await page.waitForTimeout(3500)
    await hideAndShow(page)
    await page.waitForTimeout(500)
    expect(seen.beacons).toEqual([])
    expect(seen.scripts.some((s) => s.includes('largest-contentful-paint'))).toBe(false)
  })
}
