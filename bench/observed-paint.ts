/**
 * When does Chromium itself record the first paint and the largest paint on a throttled phone?
 *
 * `npx tsx bench/observed-paint.ts`: the first paint and every Largest Contentful Paint entry as
 * Chromium itself records them on a throttled phone (412 × 823, 150 ms latency, 1.6 Mbit/s down,
 * CPU 4× slower, no service worker), to set beside Lighthouse's simulated LCP (bench/lighthouse.ts):
 * when the last LCP entry is the first paint, no element of the page paints late, and what the
 * simulation adds comes from the requests it counts before that paint.
 *
 * Against a server that is already up (`SKIP_BUILD=1 npm start`): BENCH_ORIGIN_PORT (3000), and
 * BENCH_PAGES, a comma list of `tenant:/path` (default: demo and smkcoding homes, a demo class page,
 * demo `/Register`).
 */
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH_OPTIONS } from '../testkit/chromium'

const port = Number(process.env.BENCH_ORIGIN_PORT ?? 3000)
const pages = (process.env.BENCH_PAGES ?? 'demo:/,smkcoding:/,demo:/Class/react-untuk-pemula,demo:/Register')
  .split(',')
  .map((p) => [p.slice(0, p.indexOf(':')), p.slice(p.indexOf(':') + 1)] as const)

interface Observed {
  fcp: number
  lcp: { t: number; element: string; size: number }[]
}

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
for (const [tenant, urlPath] of pages) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: Observed['lcp'] }
    w.__lcp = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { element?: Element; size: number })[])
        w.__lcp.push({
          t: Math.round(e.startTime),
          element: e.element?.outerHTML.slice(0, 60) ?? '',
          size: e.size,
        })
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  await page.goto(`http://${tenant}.localhost:${port}${urlPath}`, { waitUntil: 'load' })
  await page.waitForTimeout(1500)
  const observed = await page.evaluate((): Observed => ({
    fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN),
    lcp: (window as unknown as { __lcp: Observed['lcp'] }).__lcp,
  }))
  const last = observed.lcp.at(-1)
  console.log(
    `${tenant}${urlPath}: first paint ${observed.fcp} ms, LCP ${last?.t ?? '?'} ms ` +
      `(${observed.lcp.length} entries${last && last.t === observed.fcp ? ', at the first paint' : ''}) ${last?.element ?? ''}`,
  )
  await context.close()
}
await browser.close()
