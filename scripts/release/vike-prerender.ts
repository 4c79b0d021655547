/**
 * Vike's own `prerender()` of one tenant's pages, from that tenant's built `site.json`, with the
 * same paint-first start-up (renderer/paintFirst.ts): the reference the build's faster path must
 * match byte for byte (tests/integration/build-release.test.ts)
 * and the bare-Vike baseline of `npm run bench:build`.
 *
 *   tsx scripts/release/vike-prerender.ts <dist>/<key>/site.json <outDir> [rounds]
 *
 * Writes the pages of the first round into outDir and prints, on its last line, JSON with the
 * pages per round and the milliseconds of each round (the first includes Vike's start-up).
 */
import fs from 'node:fs'
import path from 'node:path'
import { prerender } from 'vike/api'
import { paintFirst } from '../../renderer/paintFirst'

const [siteFile, outDir, roundsArg] = process.argv.slice(2)
if (!siteFile || !outDir) throw new Error('usage: vike-prerender.ts <site.json> <outDir> [rounds]')
const site = JSON.parse(fs.readFileSync(siteFile, 'utf8')) as unknown
const clientDir = path.resolve('dist/.build/client')
const roundsMs: number[] = []
let pages = 0

for (let round = 0; round < Number(roundsArg ?? 1); round++) {
  const started = performance.now()
  pages = 0
  await prerender({
    pageContextInit: { site },
    onPagePrerender: async (pageContext: { _prerenderResult: { filePath: string; fileContent: string } }) => {
      const { filePath, fileContent } = pageContext._prerenderResult
      if (filePath.endsWith('.html')) pages++
      if (round > 0) return
      const target = path.join(outDir, path.relative(clientDir, filePath))
      await fs.promises.mkdir(path.dirname(target), { recursive: true })
      await fs.promises.writeFile(target, filePath.endsWith('.html') ? paintFirst(fileContent) : fileContent)
    },
  } as Parameters<typeof prerender>[0])
  roundsMs.push(Math.round(performance.now() - started))
}
console.log(JSON.stringify({ pages, roundsMs }))
process.exit(0)
