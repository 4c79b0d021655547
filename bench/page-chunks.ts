/**
 * How many JavaScript files and KB does each pre-rendered page load before anything lazy?
 *
 * How many JavaScript files, and how many KB of them (gzip), each pre-rendered page of a tenant
 * loads before anything lazy: its entry script and module preloads, as the build's budgets count
 * them (scripts/release/weight.ts). Each file is a request; on a slow mobile link over HTTP/1.1
 * only six run at a time. `BASE_DIST` measures another build of the same tenant in the same run
 * (for example a build of the previous commit), so the two can be compared route by route.
 *
 *   DIST_DIR=dist TENANT=demo npm run bench:page-chunks
 *   DIST_DIR=/tmp/after BASE_DIST=/tmp/before TENANT=elevaite npx tsx bench/page-chunks.ts
 */
import fs from 'node:fs'
import path from 'node:path'
import { firstLoadScripts, transferSize } from '../scripts/release/weight'

const tenant = process.env.TENANT ?? 'demo'

interface Page {
  route: string
  files: number
  bytes: number
}

function pagesOf(distDir: string): Map<string, Page> {
  const root = path.resolve(distDir, tenant)
  const pages = new Map<string, Page>()
  for (const file of fs.readdirSync(root, { recursive: true }) as string[]) {
    if (!file.endsWith('.html') || file.startsWith('assets')) continue
    const route = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`
    const scripts = firstLoadScripts(fs.readFileSync(path.join(root, file), 'utf8'))
    // Sizes are cached by asset path, and both builds hash their files, so equal names are equal bytes.
    const bytes = scripts.reduce((sum, url) => sum + transferSize(root, url.slice(1)), 0)
    pages.set(route, { route, files: scripts.length, bytes })
  }
  return pages
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

const after = pagesOf(process.env.DIST_DIR ?? 'dist')
const before = process.env.BASE_DIST ? pagesOf(process.env.BASE_DIST) : undefined
const rows = [...after.values()].sort((a, b) => a.route.localeCompare(b.route))

console.log(`${tenant}: JS a first visit loads before anything lazy (files / KB gzip)`)
for (const page of rows) {
  const base = before?.get(page.route)
  const was = base ? `   was ${String(base.files).padStart(2)} / ${kb(base.bytes).padStart(6)}` : ''
  console.log(
    `${page.route.padEnd(32)} ${String(page.files).padStart(2)} / ${kb(page.bytes).padStart(6)}${was}`,
  )
}
const summary = (pages: Page[]) =>
  `median ${median(pages.map((p) => p.files))} files / ${kb(median(pages.map((p) => p.bytes)))} KB, ` +
  `most ${Math.max(...pages.map((p) => p.files))} files / ${kb(Math.max(...pages.map((p) => p.bytes)))} KB`
console.log(`\n${rows.length} pages: ${summary(rows)}`)
if (before) {
  const shared = rows.filter((p) => before.has(p.route))
  const grown = shared.filter((p) => p.bytes > before.get(p.route)!.bytes)
  console.log(`base: ${summary(shared.map((p) => before.get(p.route)!))}`)
  console.log(`${grown.length} of ${shared.length} pages load more bytes than in the base build`)
}
