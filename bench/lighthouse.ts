/**
 * Lighthouse (mobile, default throttling) on the homes of demo, smkcoding, bharabas, elevaite and
 * aipintar: Performance, Accessibility, Best Practices and SEO, median of 3 runs each. Runs against a
 * server that is already up (`SKIP_BUILD=1 npm start`, or after `npm start`):
 *   BENCH_ORIGIN_PORT=3000 npx tsx bench/lighthouse.ts
 * Knobs: BENCH_TENANTS (comma list), BENCH_PATHS (comma list, default `/`; e.g. `/,/Class` for the
 * home and a list page of each), BENCH_RUNS (default 3), CHROMIUM_PATH.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const port = Number(process.env.BENCH_ORIGIN_PORT ?? 3000)
const tenants = (process.env.BENCH_TENANTS ?? 'demo,smkcoding,bharabas,elevaite,aipintar').split(',')
const paths = (process.env.BENCH_PATHS ?? '/').split(',')
const runs = Number(process.env.BENCH_RUNS ?? 3)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
})
try {
  console.log('tenant        perf  a11y  best  seo   (median of %d)', runs)
  for (const tenant of tenants)
    for (const pagePath of paths) {
      const scores: Record<string, number[]> = {}
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`http://${tenant}.localhost:${port}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        })
        for (const c of CATEGORIES)
          (scores[c] ??= []).push(Math.round((result?.lhr.categories[c]?.score ?? 0) * 100))
      }
      const row = CATEGORIES.map((c) => String(median(scores[c]!)).padStart(4)).join('  ')
      const name = pagePath === '/' ? tenant : `${tenant}${pagePath}`
      console.log(`${name.padEnd(12)} ${row}`)
    }
} finally {
  await chrome.kill()
}
