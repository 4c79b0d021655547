/**
 * The bundle build's cache of compressed assets (scripts/release/bundles.ts): an unchanged chunk
 * gets the siblings precompressDir made for it last time, a changed one is compressed again, and
 * nothing outside `assets/` or from an older build is taken.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { precompressDir } from '../../renderer/precompress'
import { keepCompressed, reuseCompressed } from '../../scripts/release/bundles'
import { removeTempFolders, tempFolder } from '../tempFiles'

afterEach(removeTempFolders)

const tempDir = () => tempFolder('compressed-cache')
/** A client folder as Vite leaves it: hashed chunks, no siblings yet. */
const client = (files: Record<string, string>) => tempFolder('compressed-cache', files)

const chunk = (word: string) => `export const text = ${JSON.stringify(word.repeat(400))};\n`

async function bundleBuild(files: Record<string, string>, cache: string) {
  const dir = client(files)
  const keys = reuseCompressed(dir, cache)
  const reused = fs.readdirSync(path.join(dir, 'assets')).filter((f) => /\.(br|gz)$/.test(f))
  await precompressDir(dir)
  keepCompressed(dir, keys, cache)
  return { dir, reused }
}

describe('compressed assets reused across bundle builds', () => {
  it('gives an unchanged chunk the same siblings without compressing it, and compresses a changed one', async () => {
    const cache = path.join(tempDir(), 'compressed')
    const first = await bundleBuild(
      { 'assets/a-1.js': chunk('alpha '), 'assets/b-1.js': chunk('beta ') },
      cache,
    )
    expect(first.reused).toEqual([])
    const second = await bundleBuild(
      { 'assets/a-1.js': chunk('alpha '), 'assets/b-2.js': chunk('gamma ') },
      cache,
    )
    expect(second.reused.sort()).toEqual(['a-1.js.br', 'a-1.js.gz'])
    for (const ext of ['.br', '.gz'])
      expect(fs.readFileSync(path.join(second.dir, 'assets', `a-1.js${ext}`))).toEqual(
        fs.readFileSync(path.join(first.dir, 'assets', `a-1.js${ext}`)),
      )
    // The changed chunk got its own siblings, from its own bytes.
    expect(fs.existsSync(path.join(second.dir, 'assets', 'b-2.js.br'))).toBe(true)
    // The cache holds the last build's siblings only: b-1's are gone.
    expect(fs.readdirSync(cache)).toHaveLength(4)
  })

  it('leaves files outside assets/ alone', async () => {
    const cache = path.join(tempDir(), 'compressed')
    await bundleBuild({ 'assets/a-1.js': chunk('alpha '), 'robots.txt': chunk('robot ') }, cache)
    const again = await bundleBuild(
      { 'assets/a-1.js': chunk('alpha '), 'robots.txt': chunk('robot ') },
      cache,
    )
    expect(again.reused.sort()).toEqual(['a-1.js.br', 'a-1.js.gz'])
    expect(fs.statSync(path.join(again.dir, 'robots.txt.br')).nlink).toBe(1)
  })
})
