/**
 * `npm run bench:home-weight`: what a phone downloads on a first visit to a home page until the
 * network is idle: JavaScript, CSS and fonts, each counted as its gzip size (the transfer size
 * behind a CDN that gzips; brotli is smaller still). Serves the built `dist/` with the renderer
 * in-process on a loopback port (build first: `npm run build -- --tenant demo`) and drives Debian's
 * Chromium with a 360 px phone viewport. Prints one row per file (requested before or after the
 * `load` event) and the totals per tenant: until network idle, and requested before `load`.
 *
 *   TENANTS=demo,smkcoding npm run bench:home-weight      (default: demo)
 *   BENCH_PATH=/News                                       another page than the home
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { startRenderer } from '../renderer/server'

const tenants = (process.env.TENANTS ?? 'demo').split(',').filter(Boolean)
const pagePath = process.env.BENCH_PATH ?? '/'
const port = Number(process.env.BENCH_PORT ?? 3990)
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist')

type Kind = 'js' | 'css' | 'font'
const kindOf = (url: string): Kind | null =>
  /\.m?js(\?|$)/.test(url)
    ? 'js'
    : /\.css(\?|$)/.test(url)
      ? 'css'
      : /\.woff2?(\?|$)/.test(url)
        ? 'font'
        : null

const renderer = await startRenderer({ port, distDir })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
try {
  for (const key of tenants) {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    // Each file with whether it was requested before the `load` event (the rest: after it, until idle).
    const urls = new Map<string, boolean>()
    let loaded = false
    page.on('load', () => (loaded = true))
    page.on('request', (req) => {
      const url = new URL(req.url())
      if (url.port === String(port) && kindOf(url.pathname) && !urls.has(url.pathname))
        urls.set(url.pathname, !loaded)
    })
    await page.goto(`http://${key}.localhost:${port}${pagePath}`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(1000)
    await context.close()
    const totals: Record<Kind, number> = { js: 0, css: 0, font: 0 }
    const beforeLoad: Record<Kind, number> = { js: 0, css: 0, font: 0 }
    const rows = [...urls].map(([url, early]) => {
      const body = fs.readFileSync(path.join(distDir, key, url))
      // Fonts are compressed already: their size is what travels.
      const size = kindOf(url) === 'font' ? body.length : gzipSync(body, { level: 9 }).length
      totals[kindOf(url)!] += size
      if (early) beforeLoad[kindOf(url)!] += size
      return { url, size, early }
    })
    rows
      .sort((a, b) => Number(b.early) - Number(a.early) || b.size - a.size)
      .forEach((r) =>
        console.log(
          `${(r.size / 1024).toFixed(1).padStart(7)} KB  ${r.early ? 'before load' : 'after load '}  ${r.url}`,
        ),
      )
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
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
