/**
 * How big is each landing family's own chunk, and what do the families share?
 *
 * Each landing family's own chunk size (raw and gzip), from the current build's client bundle (a
 * tenant's `dist/<key>/assets` also keeps the previous builds' chunks for a while): the chunk whose
 * code renders `<LandingRoot family="…">`. Sections used by one family live in its chunk; what
 * several share (sections, the api hooks they use) is in chunks of their own, summed once at the end
 * (a family loads only those it imports; the chunks every page loads are left out).
 *   npm run bench:landing-chunks [-- dist/.build/client]
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { STATIC_IMPORT } from '../scripts/release/weight'

const dir = path.join(process.argv[2] ?? 'dist/.build/client', 'assets', 'chunks')
const rows: { family: string; raw: number; gzip: number }[] = []
// Its imports of chunks beside it (`./x.js`), as file names.
const siblingImports = (text: string) =>
  [...text.matchAll(STATIC_IMPORT)]
    .map((m) => m[1]!)
    .flatMap((spec) => (spec.startsWith('./') ? [spec.slice(2)] : []))
const sizeOf = (file: string) => {
  const body = fs.readFileSync(path.join(dir, file))
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
}
// What every page loads anyway (the entries' shared chunks) is not the landings' own.
const entries = path.join(dir, '..', 'entries')
const common = new Set(
  fs
    .readdirSync(entries)
    .filter((f) => f.endsWith('.js'))
    .flatMap((f) => [
      ...fs.readFileSync(path.join(entries, f), 'utf8').matchAll(/["']\.\.\/chunks\/([^"']+\.js)["']/g),
    ])
    .map((m) => m[1]!),
)
const sharedFiles = new Set<string>()
// Only the chunks themselves: the build leaves precompressed `.br`/`.gz` siblings beside them.
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
  const text = fs.readFileSync(path.join(dir, file), 'utf8')
  const m = /family:[`"']([a-z-]+)[`"'],css:/.exec(text)
  if (!m) continue
  rows.push({ family: m[1]!, ...sizeOf(file) })
  for (const imported of siblingImports(text)) if (!common.has(imported)) sharedFiles.add(imported)
}
const shared = [...sharedFiles].map(sizeOf)
rows.sort((a, b) => a.family.localeCompare(b.family))
console.log('family               raw B  gzip B')
for (const r of rows)
  console.log(`${r.family.padEnd(20)} ${String(r.raw).padStart(6)}  ${String(r.gzip).padStart(6)}`)
const sum = (key: 'raw' | 'gzip') => shared.reduce((total, chunk) => total + chunk[key], 0)
console.log(
  `(what they import)   ${String(sum('raw')).padStart(6)}  ${String(sum('gzip')).padStart(6)}  in ${shared.length} chunks`,
)
console.log(`${rows.length} families`)
