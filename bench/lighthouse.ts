/**
 * What do Lighthouse's mobile scores and paint times say about five tenants' homes?
 *
 * Lighthouse (mobile, default throttling) on the homes of demo, smkcoding, bharabas, elevaite and
 * aipintar: Performance, Accessibility, Best Practices and SEO, median of 3 runs each, with the
 * simulated First Contentful Paint, Largest Contentful Paint and Total Blocking Time behind the
 * Performance score. Runs against a server that is already up (`SKIP_BUILD=1 npm start`, or after
 * `npm start`):
 *   BENCH_ORIGIN_PORT=3000 npx tsx bench/lighthouse.ts
 * Knobs: BENCH_TENANTS (comma list), BENCH_PATHS (comma list, default `/`; e.g. `/,/Class` for the
 * home and a list page of each), BENCH_RUNS (default 3), CHROMIUM_PATH, and BENCH_BASE_PORT: a
 * second server (for example a build of the previous commit) measured alternately with the first,
 * run by run, so both see the same load on this shared machine. BENCH_PAGES (comma list of
 * `tenant:/path`) measures those pages instead of every tenant × path, e.g.
 * `smkcoding:/Class,smkcoding:/Event`. Each page's line ends with its Largest Contentful Paint
 * element (Lighthouse's LCP breakdown insight, first run). Beside the figures: Lighthouse's
 * benchmark index (how fast it found this machine's CPU at that run; below about 1,000 its
 * simulated times stretch, median of the runs) and the one-minute load average at each run, since
 * the machine is shared.
 */
import { loadavg } from 'node:os'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_LAUNCH_OPTIONS } from '../testkit/chromium'
import { loadAverage, median } from './lib/stats'

const port = Number(process.env.BENCH_ORIGIN_PORT ?? 3000)
const basePort = process.env.BENCH_BASE_PORT ? Number(process.env.BENCH_BASE_PORT) : undefined
const tenants = (process.env.BENCH_TENANTS ?? 'demo,smkcoding,bharabas,elevaite,aipintar').split(',')
const paths = (process.env.BENCH_PATHS ?? '/').split(',')
const runs = Number(process.env.BENCH_RUNS ?? 3)
const pages: [string, string][] = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(',').map((p) => {
      const at = p.indexOf(':')
      return [p.slice(0, at), p.slice(at + 1)]
    })
  : tenants.flatMap((tenant) => paths.map((path): [string, string] => [tenant, path]))
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'] as const

type Samples = Record<string, number[]>
/** Each measured sample set's LCP element, from its first run. */
const lcpElements = new WeakMap<Samples, string>()

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_LAUNCH_OPTIONS.executablePath,
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
  ;(into.benchmarkIndex ??= []).push(Math.round(result?.lhr.environment.benchmarkIndex ?? NaN))
  ;(into.load ??= []).push(loadavg()[0]!)
  if (!lcpElements.has(into))
    lcpElements.set(
      into,
      lcpElement(
        // Lighthouse 13 reports the element in its LCP insight; older versions in their own audit.
        result?.lhr.audits['lcp-breakdown-insight']?.details ??
          result?.lhr.audits['largest-contentful-paint-element']?.details,
      ),
    )
}

/** The LCP element's HTML snippet, from the audit's details (a table of nodes, nested in a list). */
function lcpElement(details: unknown): string {
  const found = JSON.stringify(details ?? null).match(/"snippet":"((?:[^"\\]|\\.)*)"/)
  return found ? (JSON.parse(`"${found[1]}"`) as string).slice(0, 90) : '?'
}

const row = (s: Samples) =>
  CATEGORIES.map((c) => String(median(s[c]!)).padStart(4)).join('  ') +
  `   ${METRICS.map((m) => String(median(s[m]!)).padStart(5)).join(' ')}` +
  `   perf runs ${s.performance!.join(' ')}   benchmark index ${median(s.benchmarkIndex!)}` +
  `   load ${s.load!.map((l) => l.toFixed(1)).join(' ')}   LCP element ${lcpElements.get(s) ?? '?'}`

try {
  console.log('page                  perf  a11y  best  seo    FCP   LCP   TBT ms   (median of %d)', runs)
  for (const [tenant, pagePath] of pages) {
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
  console.log(`load average at the end: ${loadAverage()}`)
} finally {
  await chrome.kill()
}
