/**
 * `npx tsx bench/page-bytes.ts [distDir]`: bytes of page data serialised into each page of a built
 * tenant (TENANTS, default smkcoding,demo; PAGES, default a few static routes), raw and gzip:
 *
 * - HTML: the `vike_pageContext` JSON the page hydrates with (carries the site runtime);
 * - navigation: `X/index.pageContext.json`, what Vike's client router fetches on a client-side
 *   navigation. "before" is that file as Vike renders it, with the site runtime as its first key
 *   (rebuilt here from the built file and the runtime embedded in the same page's HTML, which is
 *   how Vike serialises it); "now" is the built file (scripts/release/tenant.ts `withoutSite`).
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { withoutSite } from '../scripts/release/tenant'

const dist = path.resolve(process.argv[2] ?? 'dist')
const tenants = (process.env.TENANTS ?? 'smkcoding,demo').split(',')
const pages = (process.env.PAGES ?? '/,/About,/Berita,/Gallery,/Program,/Courses').split(',')
const gz = (s: string) => gzipSync(s, { level: 6 }).byteLength
const bytes = (s: string) => Buffer.byteLength(s)

const rows: string[][] = [
  ['tenant', 'page', 'HTML data', 'nav before', 'nav now', 'now/before', 'gzip before', 'gzip now'],
]
const ratios: number[] = []
for (const key of tenants) {
  for (const page of pages) {
    const dir = path.join(dist, key, page === '/' ? '' : page.slice(1))
    const htmlFile = path.join(dir, 'index.html')
    const jsonFile = path.join(dir, 'index.pageContext.json')
    if (!fs.existsSync(htmlFile) || !fs.existsSync(jsonFile)) continue
    const html = fs.readFileSync(htmlFile, 'utf8')
    const embedded = /<script id="vike_pageContext" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1]
    if (!embedded) continue
    const now = fs.readFileSync(jsonFile, 'utf8')
    // The site entry exactly as Vike wrote it into this page, put back in front of the built data.
    const siteEntry = embedded.slice(1, embedded.length - withoutSite(embedded).length + 1)
    const before = now.includes('"site":') ? now : `{${siteEntry}${now.slice(1)}`
    const ratio = bytes(now) / bytes(before)
    ratios.push(ratio)
    rows.push([
      key,
      page,
      String(bytes(embedded)),
      String(bytes(before)),
      String(bytes(now)),
      ratio.toFixed(2),
      String(gz(before)),
      String(gz(now)),
    ])
  }
}
const width = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
for (const r of rows) console.log(r.map((c, i) => c.padEnd(width[i]!)).join('  '))
ratios.sort((a, b) => a - b)
console.log(
  `\nnavigation data now/before: median ${ratios[Math.floor(ratios.length / 2)]?.toFixed(2)}, range ${ratios[0]?.toFixed(2)}–${ratios.at(-1)?.toFixed(2)}`,
)
