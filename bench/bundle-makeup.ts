/**
 * Which source modules fill the client chunks a page loads, and by how many bytes?
 *
 * `npm run bench:bundle-makeup`: which source modules make up the client chunks a page loads,
 * by bytes of minified output (from the source maps), so a weight regression can be traced to its
 * module. Build with maps first: `BUILD_SOURCEMAP=1 npx vike build`. Arguments: chunk files under
 * dist/.build/client (default: every chunk over 4 KB). `GZIP=1` prints what each package or file
 * adds to the chunk's gzip size instead (the chunk's size minus its size without that source's
 * bytes): what leaving it out of the chunk would save, which minified bytes overstate for code that
 * compresses well (Vike's page table) and understate for code that does not.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { bytesBySource, ownerBySource, packageOf } from './lib/sourceBytes'

const clientDir = path.resolve('dist/.build/client')
const chunks =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : fs
        .readdirSync(path.join(clientDir, 'assets/chunks'))
        .filter((f) => f.endsWith('.js'))
        .map((f) => path.join('assets/chunks', f))
        .filter((f) => fs.statSync(path.join(clientDir, f)).size > 4096)

for (const chunk of chunks) {
  const file = path.join(clientDir, chunk)
  const mapFile = `${file}.map`
  if (!fs.existsSync(mapFile)) {
    console.log(`${chunk}: no source map (build with BUILD_SOURCEMAP=1)`)
    continue
  }
  const code = fs.readFileSync(file, 'utf8')
  const map = fs.readFileSync(mapFile, 'utf8')
  const grouped = new Map<string, number>()
  if (process.env.GZIP) {
    const gzip = (text: string) => gzipSync(text, { level: 9 }).length
    const owners = ownerBySource(code, map, packageOf)
    const whole = gzip(code)
    const units = code.split('')
    for (const name of new Set(owners)) {
      const without = units.filter((_, i) => owners[i] !== name).join('')
      grouped.set(name, whole - gzip(without))
    }
    console.log(`\n${chunk}: ${(whole / 1024).toFixed(1)} KB gzip -9; what each source adds to it`)
  } else {
    for (const [source, size] of bytesBySource(code, map))
      grouped.set(packageOf(source), (grouped.get(packageOf(source)) ?? 0) + size)
    const total = [...grouped.values()].reduce((a, b) => a + b, 0)
    console.log(`\n${chunk}: ${(total / 1024).toFixed(1)} KB minified`)
  }
  ;[...grouped]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.TOP ?? 40))
    .forEach(([name, size]) => console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${name}`))
}
