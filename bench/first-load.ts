/**
 * How much JavaScript (gzip) does a first visit to a page run before it is hydrated?
 *
 * `npm run bench:first-load`: gzip size of the JavaScript a first visit to a tenant's home page
 * runs before it is hydrated: entry script, its modulepreloads and their static imports, and the
 * tenant's landing with its static imports (scripts/release/weight.ts `firstLoadFiles`, which the
 * build's budgets count too). Reads the built `dist/<key>/` (TENANT, default demo); build first.
 * `PAGE=/Class` measures another pre-rendered page instead of the home page.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstLoadFiles } from '../scripts/release/weight'

const key = process.env.TENANT ?? 'demo'
const root = path.join('dist', key)
const page = process.env.PAGE ?? '/'
let total = 0
const rows = firstLoadFiles(root, path.join(page, 'index.html')).map((file) => {
  const size = gzipSync(fs.readFileSync(path.join(root, file))).length
  total += size
  return [`/${file}`, size] as const
})
rows
  .sort((a, b) => b[1] - a[1])
  .forEach(([url, size]) => console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${url}`))
console.log(
  `first-load JavaScript for ${key} ${page === '/' ? 'home' : page}: ${(total / 1024).toFixed(1)} KB gzip in ${rows.length} files`,
)
