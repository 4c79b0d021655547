/**
 * `npm run bench:first-load`: gzip size of the JavaScript a first visit to a tenant's home page
 * downloads before it is hydrated: entry script, its modulepreloads and their static imports, and
 * on a home page the tenant's landing with its static imports.
 * Reads the built `dist/<key>/` (TENANT, default demo); build first. `PAGE=/Class` measures another
 * pre-rendered page instead of the home page.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstLoadScripts } from '../scripts/release/weight'
import { LANDING_LOADERS } from '../sites/landings'

const key = process.env.TENANT ?? 'demo'
const root = path.join('dist', key)
const page = process.env.PAGE ?? '/'
const html = fs.readFileSync(path.join(root, page, 'index.html'), 'utf8')
const seen = new Set<string>()
const queue = firstLoadScripts(html)
const landingChunk = Number(/"landings":\{"home":\{[^}]*"chunk":(\d+)/.exec(html)?.[1] ?? Number.NaN)
while (queue.length) {
  const url = queue.shift()!
  if (seen.has(url)) continue
  seen.add(url)
  const code = fs.readFileSync(path.join(root, url), 'utf8')
  // Static imports only ("import … from './x.js'" / "import './x.js'"), resolved against the file.
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']([^"']+\.js)["']/g)) {
    queue.push(path.posix.join(path.posix.dirname(url), m[1]!))
  }
  // A home page renders its tenant's landing, which the page loads before hydrating
  // (sites/landings/index.ts): the landing table's entry at the position the page names, and what
  // it imports, belong to the first load. (Until this followed the table, the count missed them.)
  const dynamic = [...code.matchAll(/import\(["'`]([^"'`]+\.js)["'`]\)/g)].map((m) => m[1]!)
  const landing = Number.isNaN(landingChunk) ? undefined : dynamic[landingChunk]
  if (dynamic.length === LANDING_LOADERS.length && landing)
    queue.push(path.posix.join(path.posix.dirname(url), landing))
}
let total = 0
const rows = [...seen].map((url) => {
  const size = gzipSync(fs.readFileSync(path.join(root, url))).length
  total += size
  return [url, size] as const
})
rows
  .sort((a, b) => b[1] - a[1])
  .forEach(([url, size]) => console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${url}`))
console.log(
  `first-load JavaScript for ${key} ${page === '/' ? 'home' : page}: ${(total / 1024).toFixed(1)} KB gzip in ${rows.length} files`,
)
