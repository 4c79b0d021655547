/**
 * What do a page's first Indonesian price and dates cost on the main thread?
 *
 * `npm run bench:format-startup`: what a page's first Indonesian number and dates cost on the main
 * thread, in Debian's Chromium at Lighthouse's 4× CPU slowdown, each run in a fresh page of a fresh
 * context (as a first visit is):
 *
 * - `Intl` as components/format.ts did before: two `NumberFormat` and five `DateTimeFormat` created
 *   when the module is evaluated, then one price, one number and one date of each style;
 * - components/format.ts as built now (bundled here with esbuild), the same calls;
 * - for scale, the first `Intl` object alone and the first `DateTimeFormat` in a time zone.
 *
 * Prints the median and the range of each over `RUNS` runs (default 15).
 */
import { build } from 'esbuild'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { launchChromium } from './lib/visitWeight'
import { median } from './lib/stats'

const runs = Number(process.env.RUNS ?? 15)

const bundle = await build({
  entryPoints: [path.resolve(import.meta.dirname, '../components/format.ts')],
  bundle: true,
  format: 'iife',
  globalName: 'alkademiFormat',
  write: false,
  minify: true,
})
const formatModule = bundle.outputFiles[0]!.text

/** Runs in the page: the calls a page makes, timed from the module's evaluation. */
const CALLS = `
  f.formatRupiah(1500000); f.formatNumber(12345);
  for (const style of ['long', 'full', 'short', 'dateTime', 'time']) f.formatDate(Date.now(), style);
`
const variants: Record<string, string> = {
  'Intl, as before': `
    const t0 = performance.now();
    const TZ = 'Asia/Jakarta';
    const rupiah = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });
    const number = new Intl.NumberFormat('id-ID');
    const dates = {
      long: new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: TZ }),
      full: new Intl.DateTimeFormat('id-ID', { dateStyle: 'full', timeZone: TZ }),
      short: new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeZone: TZ }),
      dateTime: new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short', timeZone: TZ }),
      time: new Intl.DateTimeFormat('id-ID', { timeStyle: 'short', timeZone: TZ }),
    };
    const f = {
      formatRupiah: (n) => rupiah.format(n),
      formatNumber: (n) => number.format(n),
      formatDate: (d, style) => dates[style].format(d),
    };
    ${CALLS}
    window.__elapsed = performance.now() - t0;`,
  'components/format.ts now': `
    const t0 = performance.now();
    ${formatModule}
    const f = alkademiFormat;
    ${CALLS}
    window.__elapsed = performance.now() - t0;`,
  'first Intl object alone': `
    const t0 = performance.now();
    new Intl.NumberFormat('en-US');
    window.__elapsed = performance.now() - t0;`,
  'then the first DateTimeFormat in a zone': `
    new Intl.NumberFormat('en-US');
    const t0 = performance.now();
    new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'Asia/Jakarta' });
    window.__elapsed = performance.now() - t0;`,
}

async function timeOnce(page: Page, script: string): Promise<number> {
  await page.setContent('<!doctype html><p>Alkademi</p>')
  await page.addScriptTag({ content: script })
  return page.evaluate(() => (window as unknown as { __elapsed: number }).__elapsed)
}

const browser = await launchChromium()
const samples = new Map<string, number[]>(Object.keys(variants).map((name) => [name, []]))
try {
  // Variants alternate run by run, so the machine's load falls on all of them alike.
  for (let run = 0; run < runs; run++) {
    for (const [name, script] of Object.entries(variants)) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const devtools = await context.newCDPSession(page)
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      samples.get(name)!.push(await timeOnce(page, script))
      await context.close()
    }
  }
} finally {
  await browser.close()
}

console.log(`main-thread time at 4x CPU, fresh page each run, median of ${runs} (range)`)
for (const [name, xs] of samples) {
  console.log(
    `  ${name.padEnd(42)} ${median(xs).toFixed(1).padStart(7)} ms  (${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)})`,
  )
}
