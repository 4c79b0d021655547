/**
 * How long does a visitor on a slow phone wait for the first search result?
 *
 * `npm run bench:search-first-result`: how long a visitor on Lighthouse's mobile profile waits for
 * the first search result, and what the query fetches.
 *
 * Lighthouse's own audits measure page loads, not an interaction, so the bench applies the same
 * profile to Chromium through the DevTools protocol (Lighthouse's `mobileSlow4G` constants: 562.5 ms
 * request latency, 1.47 Mbit/s down, 675 kbit/s up, CPU 4× slower; its Moto G Power screen) and
 * times two cases in a fresh context each, no service worker:
 * - typed: on a loaded home page, the header's search button is pressed, the word typed at a phone's
 *   pace (150 ms a key) and sent; from the Enter key to the first result on screen (opening the box
 *   starts loading the engine and the results page, while the visitor types).
 * - address: `/Cari?q=<word>` opened as a page; from navigation start to the first result.
 * Then a second query on the same page, and the bytes (transfer size) under `/pagefind/` each query
 * fetched. Runs against a server that is up (`SKIP_BUILD=1 npm start`):
 *   BENCH_ORIGIN_PORT=3000 npm run bench:search-first-result
 * Knobs: BENCH_TENANTS (default demo,smkcoding,sekolahkopi), BENCH_QUERIES (first,second; default
 * belajar,kelas), BENCH_RUNS (default 3).
 */
import { chromium, expect, type Page } from '@playwright/test'
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js'
import { CHROMIUM_LAUNCH_OPTIONS } from '../testkit/chromium'
import { searchIndexBytes } from '../testkit/searchIndexBytes'
import { median } from './lib/stats'

const port = Number(process.env.BENCH_ORIGIN_PORT ?? 3000)
const tenants = (process.env.BENCH_TENANTS ?? 'demo,smkcoding,sekolahkopi').split(',')
const [first, second] = (process.env.BENCH_QUERIES ?? 'belajar,kelas').split(',') as [string, string]
const runs = Number(process.env.BENCH_RUNS ?? 3)
const profile = throttling.mobileSlow4G
const screen = screenEmulationMetrics.mobile!

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)

async function throttled(): Promise<Page> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.requestLatencyMs,
    downloadThroughput: (profile.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (profile.uploadThroughputKbps * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdownMultiplier })
  return page
}

const firstHit = (page: Page) => page.locator('.search-hit').first().waitFor({ timeout: 60_000 })

async function typed(origin: string) {
  const page = await throttled()
  // A visitor taps the box once the page has settled (hydrated, its prefetches done).
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' })
  const dialog = page.getByRole('dialog', { name: 'Cari di situs ini' })
  // Under the CPU slowdown, hydration can end after the network went quiet: tap until it opens.
  await expect(async () => {
    await page.getByRole('button', { name: 'Cari di situs ini' }).click()
    await dialog.waitFor({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  const box = dialog.getByRole('searchbox')
  // Typed at a phone's pace (150 ms a key): what the box's opening starts loads meanwhile.
  await box.pressSequentially(first, { delay: 150 })
  const started = performance.now()
  await box.press('Enter')
  await firstHit(page)
  const ms = performance.now() - started
  const firstBytes = await searchIndexBytes(page)
  const box2 = page.getByRole('searchbox')
  await box2.fill(second)
  const again = performance.now()
  await box2.press('Enter')
  // The first query's results stay on screen until the page takes the new address: wait for the
  // count of the second before its first result.
  await page.locator('.search-page__count', { hasText: `“${second}”` }).waitFor({ timeout: 60_000 })
  await firstHit(page)
  const secondMs = performance.now() - again
  const secondBytes = (await searchIndexBytes(page)) - firstBytes
  await page.context().close()
  return { ms, secondMs, firstBytes, secondBytes }
}

async function address(origin: string) {
  const page = await throttled()
  const started = performance.now()
  await page.goto(`${origin}/Cari?q=${encodeURIComponent(first)}`, { waitUntil: 'commit' })
  await firstHit(page)
  const ms = performance.now() - started
  await page.context().close()
  return ms
}

console.log(
  `Lighthouse mobileSlow4G over DevTools: ${profile.requestLatencyMs} ms latency, ` +
    `${profile.downloadThroughputKbps.toFixed(0)} kbit/s down, CPU ×${profile.cpuSlowdownMultiplier}; ` +
    `medians of ${runs}; queries “${first}” then “${second}”\n`,
)
console.log('| tenant | typed → first result | address → first result | second query | KB first / second |')
console.log('| --- | --- | --- | --- | --- |')
for (const tenant of tenants) {
  const origin = tenant === 'demo' ? `http://localhost:${port}` : `http://${tenant}.localhost:${port}`
  const t: Awaited<ReturnType<typeof typed>>[] = []
  const a: number[] = []
  for (let i = 0; i < runs; i++) {
    t.push(await typed(origin))
    a.push(await address(origin))
  }
  const kb = (n: number) => (n / 1024).toFixed(1)
  console.log(
    `| ${tenant} | ${median(t.map((r) => r.ms)).toFixed(0)} ms | ${median(a).toFixed(0)} ms | ` +
      `${median(t.map((r) => r.secondMs)).toFixed(0)} ms | ` +
      `${kb(median(t.map((r) => r.firstBytes)))} / ${kb(median(t.map((r) => r.secondBytes)))} |`,
  )
}
await browser.close()
