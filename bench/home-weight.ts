/**
 * What does a phone download on a first visit to a home page, until the network is idle?
 *
 * `npm run bench:home-weight`: what a phone downloads on a first visit to a home page until the
 * network is idle: JavaScript, CSS and fonts, each counted as its gzip size (the transfer size
 * behind a CDN that gzips; brotli is smaller still). Serves the built `dist/` with the renderer
 * in-process on a loopback port (build first: `npm run build -- --tenant demo`) and drives Debian's
 * Chromium with a 360 px phone viewport (the count is bench/lib/visitWeight.ts, shared with
 * bench/stack-floor.ts). Prints one row per file (requested before or after the `load` event) and
 * the totals per tenant: until network idle, and requested before `load`.
 *
 *   TENANTS=demo,smkcoding npm run bench:home-weight      (default: demo)
 *   BENCH_PATH=/News                                       another page than the home
 */
import fs from 'node:fs'
import path from 'node:path'
import { startRenderer } from '../renderer/server'
import { kb, launchChromium, visit, weigh } from './lib/visitWeight'

const tenants = (process.env.TENANTS ?? 'demo').split(',').filter(Boolean)
const pagePath = process.env.BENCH_PATH ?? '/'
const port = Number(process.env.BENCH_PORT ?? 3990)
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist')

const renderer = await startRenderer({ port, distDir })
const browser = await launchChromium()
try {
  for (const key of tenants) {
    const urls = await visit(browser, `http://${key}.localhost:${port}${pagePath}`, port)
    const { rows, totals, beforeLoad } = weigh(urls, (url) => fs.readFileSync(path.join(distDir, key, url)))
    rows.forEach((r) =>
      console.log(
        `${(r.size / 1024).toFixed(1).padStart(7)} KB  ${r.early ? 'before load' : 'after load '}  ${r.url}`,
      ),
    )
    console.log(
      `${key} ${pagePath}: JS ${kb(totals.js)}, CSS ${kb(totals.css)}, fonts ${kb(totals.font)} (gzip, until network idle, ${rows.length} files)`,
    )
    console.log(
      `${key} ${pagePath}: JS ${kb(beforeLoad.js)}, CSS ${kb(beforeLoad.css)}, fonts ${kb(beforeLoad.font)} (gzip, requested before load)\n`,
    )
  }
} finally {
  await browser.close()
  await renderer.close()
}
