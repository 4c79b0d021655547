/**
 * `npm run bench:bundle-makeup`: which source modules make up the client chunks a page loads,
 * by bytes of minified output (from the source maps), so a weight regression can be traced to its
 * module. Build with maps first: `BUILD_SOURCEMAP=1 npx vike build`. Arguments: chunk files under
 * dist/.build/client (default: every chunk over 4 KB).
 */
import fs from 'node:fs'
import path from 'node:path'
import { bytesBySource, packageOf } from './source-bytes'

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
  const bytes = bytesBySource(fs.readFileSync(file, 'utf8'), fs.readFileSync(mapFile, 'utf8'))
  const grouped = new Map<string, number>()
  for (const [source, size] of bytes)
    grouped.set(packageOf(source), (grouped.get(packageOf(source)) ?? 0) + size)
  const total = [...grouped.values()].reduce((a, b) => a + b, 0)
  console.log(`\n${chunk}: ${(total / 1024).toFixed(1)} KB minified`)
  ;[...grouped]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.TOP ?? 40))
    .forEach(([name, size]) => console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${name}`))
}
