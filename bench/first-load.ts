/**
 * `npm run bench:first-load`: gzip size of the JavaScript a first visit to a tenant's home page
 * downloads (entry script, its modulepreloads and their static imports, and the landing chunk).
 * Reads the built `dist/<key>/` (TENANT, default demo); build first. `PAGE=/Class` measures another
 * pre-rendered page instead of the home page.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstLoadScripts } from '../scripts/release/weight'

const key = process.env.TENANT ?? 'demo'
const root = path.join('dist', key)
const page = process.env.PAGE ?? '/'
const html = fs.readFileSync(path.join(root, page, 'index.html'), 'utf8')
const seen = new Set<string>()
const queue = firstLoadScripts(html)
while (queue.length) {
  const url = queue.shift()!
  if (seen.has(url)) continue
  seen.add(url)
  const code = fs.readFileSync(path.join(root, url), 'utf8')
  // Static imports only ("import … from './x.js'" / "import './x.js'"), resolved against the file.
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']([^"']+\.js)["']/g)) {
    queue.push(path.posix.join(path.posix.dirname(url), m[1]!))
  }
  // The home page's dynamic imports are its landings; the tenant's landing loads before hydration
  // (sites/landings/index.ts), so it counts. Only the default landing exists today.
  if (url.includes('pages_index')) {
    for (const m of code.matchAll(/import\(["']([^"']+\.js)["']\)/g))
      queue.push(path.posix.join(path.posix.dirname(url), m[1]!))
  }
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
