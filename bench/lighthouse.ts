/**
 * Lighthouse (mobile, default throttling) on the homes of demo, smkcoding, bharabas, elevaite and
 * aipintar: Performance, Accessibility, Best Practices and SEO, median of 3 runs each, with the
 * simulated First Contentful Paint, Largest Contentful Paint and Total Blocking Time behind the
 * Performance score. Runs against a server that is already up (`SKIP_BUILD=1 npm start`, or after
 * `npm start`):
 *   BENCH_ORIGIN_PORT=3000 npx tsx bench/lighthouse.ts
 * Knobs: BENCH_TENANTS (comma list), BENCH_PATHS (comma list, default `/`; e.g. `/,/Class` for the
 * home and a list page of each), BENCH_RUNS (default 3), CHROMIUM_PATH, and BENCH_BASE_PORT: a
 * second server (for example a build of the previous commit) measured alternately with the first,
 * run by run, so both see the same load on this shared machine.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { median } from './stats'

const port = Number(process.env.BENCH_ORIGIN_PORT ?? 3000)
const basePort = process.env.BENCH_BASE_PORT ? Number(process.env.BENCH_BASE_PORT) : undefined
const tenants = (process.env.BENCH_TENANTS ?? 'demo,smkcoding,bharabas,elevaite,aipintar').split(',')
const paths = (process.env.BENCH_PATHS ?? '/').split(',')
const runs = Number(process.env.BENCH_RUNS ?? 3)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'] as const

type Samples = Record<string, number[]>

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
})

async function measure(url: string, into: Samples) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  })
  for (const c of CATEGORIES) (into[c] ??= []).push(Math.round((result?.lhr.categories[c]?.score ?? 0) * 100))
  for (const m of METRICS) (into[m] ??= []).push(Math.round(result?.lhr.audits[m]?.numericValue ?? NaN))
}

const row = (s: Samples) =>
  CATEGORIES.map((c) => String(median(s[c]!)).padStart(4)).join('  ') +
  `   ${METRICS.map((m) => String(median(s[m]!)).padStart(5)).join(' ')}` +
  `   perf runs ${s.performance!.join(' ')}`

try {
  console.log('page                  perf  a11y  best  seo    FCP   LCP   TBT ms   (median of %d)', runs)
  for (const tenant of tenants)
    for (const pagePath of paths) {
      const current: Samples = {}
      const base: Samples = {}
      for (let i = 0; i < runs; i++) {
        if (basePort) await measure(`http://${tenant}.localhost:${basePort}${pagePath}`, base)
        await measure(`http://${tenant}.localhost:${port}${pagePath}`, current)
      }
      const name = pagePath === '/' ? tenant : `${tenant}${pagePath}`
      if (basePort) console.log(`${`${name} (base)`.padEnd(20)} ${row(base)}`)
      console.log(`${name.padEnd(20)} ${row(current)}`)
    }
} finally {
  await chrome.kill()
}
