/**
 * How long does the main thread stay blocked while a page loads and hydrates on a slow phone?
 *
 * Each page is visited as bench/lib/longTasks.ts describes: Debian's Chromium at 360 × 740, the CPU
 * 4× slower, no service worker, every task over 50 ms from the navigation until the shell marks the
 * page hydrated and one second more. A tap in such a task waits for its end, so the longest one is
 * the delay a visitor can meet; the total is what Total Blocking Time adds up above 50 ms.
 * bench/stack-floor.ts measures the same for a minimal page of the same stack, the floor under these.
 *
 * Per page: the count of long tasks, the longest and their total (ms), the time the page was
 * marked hydrated, and of the tasks that start after the first contentful paint (the scripts' and
 * hydration's, not the first layout of the server's HTML) the longest and their blocking time (each
 * one's time over 50 ms, as Total Blocking Time counts it but at a real 4× slowdown), each the
 * median of BENCH_RUNS runs (3), with the load average beside (the
 * machine is shared). Against a server that is already up (`SKIP_BUILD=1 npx tsx scripts/start.ts`):
 *   BENCH_ORIGIN_PORT=3000 npm run bench -- hydration-long-tasks
 * BENCH_PAGES (comma list of `tenant:/path`) measures those pages instead of the default ten: five
 * homes of different landing families, a class page, a news entry, a list, an event and
 * `/Register` (smkcoding's: demo's sends visitors to the central account site). A path ending in
 * `/*` stands for the first entry its list page links to (`smkcoding:/Berita/*`), so the bench
 * follows whatever the sandbox seeded.
 */
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH_OPTIONS } from '../testkit/chromium'
import { hostFetch } from '../testkit/hostFetch'
import { measureLongTaskRuns, type LongTaskRun } from './lib/longTasks'
import { loadAverage, median } from './lib/stats'

const port = Number(process.env.BENCH_ORIGIN_PORT ?? 3000)
const runs = Number(process.env.BENCH_RUNS ?? 3)
const DEFAULT_PAGES = [
  'demo:/',
  'smkcoding:/',
  'aksara:/',
  'bharabas:/',
  'sekolahkopi:/',
  'demo:/Class/*',
  'smkcoding:/Berita/*',
  'smkcoding:/Berita',
  'bharabas:/Event/*',
  'smkcoding:/Register',
]
const pages = (process.env.BENCH_PAGES?.split(',') ?? DEFAULT_PAGES).map((p) => {
  const at = p.indexOf(':')
  return { tenant: p.slice(0, at), path: p.slice(at + 1) }
})

const origin = (tenant: string) => `http://${tenant}.localhost:${port}`

/** `/Berita/*`: the first `/Berita/…` link on `/Berita`. */
async function resolvePath(tenant: string, pagePath: string): Promise<string> {
  if (!pagePath.endsWith('/*')) return pagePath
  const list = pagePath.slice(0, -2)
  // To localhost with the tenant's Host: Node's resolver does not know `<tenant>.localhost`.
  const html = await hostFetch(`http://127.0.0.1:${port}${list}`, {
    headers: { host: `${tenant}.localhost:${port}` },
  }).then((r) => r.text())
  const found = html.match(new RegExp(`href="(${list}/[^"?#]+)"`))
  if (!found?.[1]) throw new Error(`${tenant}${list} links to no entry`)
  return found[1]
}

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
try {
  console.log(
    `long tasks at 4× CPU, median of ${runs}: count, longest and total ms, hydrated at ms; ` +
      `after the first contentful paint: longest, and blocking time (each task's time over 50 ms)`,
  )
  for (const { tenant, path: pattern } of pages) {
    const pagePath = await resolvePath(tenant, pattern)
    const samples = await measureLongTaskRuns(browser, origin(tenant) + pagePath, runs)
    const m = (key: keyof LongTaskRun) => median(samples.map((s) => s[key]))
    console.log(
      `${`${tenant}${pagePath}`.slice(0, 58).padEnd(58)} ${String(m('count')).padStart(3)} tasks, ` +
        `max ${String(m('max')).padStart(4)}, total ${String(m('total')).padStart(5)} ms, ` +
        `hydrated at ${String(m('hydratedAt')).padStart(5)} ms; after paint max ${String(m('afterPaintMax')).padStart(4)}, ` +
        `blocking ${String(m('afterPaintBlocking')).padStart(4)} ms   (max per run ${samples.map((s) => s.max).join(' ')}; load ${loadAverage()})`,
    )
  }
} finally {
  await browser.close()
}
