/**
 * Each landing family's own chunk size (raw and gzip), from the current build's client bundle (a
 * tenant's `dist/<key>/assets` also keeps the previous builds' chunks for a while): the chunk whose
 * code renders `<LandingRoot family="…">`. The section library's shared chunk is listed once.
 *   npm run bench:landing-chunks [-- dist/.build/client]
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const dir = path.join(process.argv[2] ?? 'dist/.build/client', 'assets', 'chunks')
const rows: { family: string; raw: number; gzip: number }[] = []
let shared: { file: string; raw: number; gzip: number } | null = null
// Only the chunks themselves: the build leaves precompressed `.br`/`.gz` siblings beside them.
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
  const body = fs.readFileSync(path.join(dir, file))
  const text = body.toString('utf8')
  const m = /family:[`"']([a-z-]+)[`"'],css:/.exec(text)
  const size = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
  if (m) rows.push({ family: m[1]!, ...size })
  else if (text.includes('counters-band') || text.includes('item-card__link')) shared = { file, ...size }
}
rows.sort((a, b) => a.family.localeCompare(b.family))
console.log('family               raw B  gzip B')
for (const r of rows)
  console.log(`${r.family.padEnd(20)} ${String(r.raw).padStart(6)}  ${String(r.gzip).padStart(6)}`)
if (shared)
  console.log(
    `(sections, shared)   ${String(shared.raw).padStart(6)}  ${String(shared.gzip).padStart(6)}  ${shared.file}`,
  )
console.log(`${rows.length} families`)
