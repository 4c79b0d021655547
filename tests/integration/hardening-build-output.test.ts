/**
 * The build-time helpers the renderer relies on: `.br`/`.gz` written beside each text file, the
 * previous build's assets kept for a while after a rebuild, then pruned, and the comparison of two
 * outputs that keeps an unchanged file's date.
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { existsSync, linkSync, statSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { RETAINED_MANIFEST, retainPreviousAssets } from '../../renderer/assetsRetention'
import { precompressDir } from '../../renderer/precompress'
import { diffTrees } from '../../scripts/release/tree'

const dirs: string[] = []
const tmp = async () => {
  const d = await mkdtemp(path.join(tmpdir(), 'build-output-'))
  dirs.push(d)
  return d
}
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true })
})

async function put(root: string, rel: string, text: string) {
  await mkdir(path.dirname(path.join(root, rel)), { recursive: true })
  await writeFile(path.join(root, rel), text)
}

describe('precompressDir', () => {
  it('writes .br and .gz beside text files of 1 KB or more, never beside images or small files', async () => {
    const root = await tmp()
    const js = 'export const halo = "dunia";\n'.repeat(200)
    await put(root, 'assets/chunks/a-123.js', js)
    await put(root, 'About/index.html', `<p>${'tentang '.repeat(300)}</p>`)
    await put(root, 'small.json', '{"a":1}')
    await put(root, 'logo.png', 'x'.repeat(5000))
    expect(await precompressDir(root)).toBe(2)
    const br = await readFile(path.join(root, 'assets/chunks/a-123.js.br'))
    expect(brotliDecompressSync(br).toString()).toBe(js)
    const gz = await readFile(path.join(root, 'About/index.html.gz'))
    expect(gunzipSync(gz).toString()).toContain('tentang')
    expect(existsSync(path.join(root, 'small.json.br'))).toBe(false)
    expect(existsSync(path.join(root, 'logo.png.br'))).toBe(false)
  })
})

describe('retainPreviousAssets', () => {
  it('keeps the previous build’s missing assets, then prunes them after the retention time', async () => {
    const previous = await tmp()
    const next = await tmp()
    await put(previous, 'assets/chunks/old-1.js', 'old')
    await put(previous, 'assets/chunks/old-1.js.br', 'old-br')
    await put(previous, 'assets/chunks/same-2.js', 'same')
    await put(next, 'assets/chunks/same-2.js', 'same')
    await put(next, 'assets/chunks/new-3.js', 'new')
    const t0 = 1_000_000
    expect(retainPreviousAssets(previous, next, { keepMs: 1000, now: t0 })).toEqual({
      retained: 2,
      pruned: 0,
    })
    expect(await readFile(path.join(next, 'assets/chunks/old-1.js'), 'utf8')).toBe('old')
    expect(existsSync(path.join(next, 'assets', RETAINED_MANIFEST))).toBe(true)
    // Linked, not copied: the same file, with its own date (so its .br/.gz stay valid).
    const kept = statSync(path.join(next, 'assets/chunks/old-1.js'))
    const original = statSync(path.join(previous, 'assets/chunks/old-1.js'))
    expect([kept.ino, kept.dev, kept.mtimeMs]).toEqual([original.ino, original.dev, original.mtimeMs])

    // A second rebuild within the retention time keeps them, with their original date.
    const third = await tmp()
    await put(third, 'assets/chunks/new-3.js', 'new')
    expect(retainPreviousAssets(next, third, { keepMs: 1000, now: t0 + 500 })).toEqual({
      retained: 3,
      pruned: 0,
    })
    // After it, the once-retained files go; the previous build's own assets are kept.
    const fourth = await tmp()
    expect(retainPreviousAssets(third, fourth, { keepMs: 1000, now: t0 + 1500 })).toEqual({
      retained: 1,
      pruned: 3,
    })
    expect(existsSync(path.join(fourth, 'assets/chunks/old-1.js'))).toBe(false)
    expect(existsSync(path.join(fourth, 'assets/chunks/new-3.js'))).toBe(true)
  })
})

describe('diffTrees', () => {
  it('lists added, changed and removed files; an unchanged file keeps its previous date', async () => {
    const previous = await tmp()
    const next = await tmp()
    await put(previous, 'About/index.html', 'tentang')
    await put(next, 'About/index.html', 'tentang')
    await put(previous, 'index.html', 'beranda')
    await put(next, 'index.html', 'beranda baru')
    await put(previous, 'old.json', '{}')
    await put(next, 'new.json', '{}')
    await put(previous, 'assets/chunks/same-1.js', 'same')
    await mkdir(path.join(next, 'assets/chunks'), { recursive: true })
    linkSync(path.join(previous, 'assets/chunks/same-1.js'), path.join(next, 'assets/chunks/same-1.js'))
    const earlier = new Date('2026-01-02T03:04:05Z')
    utimesSync(path.join(previous, 'About/index.html'), earlier, earlier)

    expect(diffTrees(previous, next, { keepTimes: true })).toEqual({
      added: ['new.json'],
      changed: ['index.html'],
      removed: ['old.json'],
    })
    // Same bytes in another file: it takes the previous date, so Last-Modified stays put.
    expect(statSync(path.join(next, 'About/index.html')).mtime).toEqual(earlier)
    // The changed page keeps its new date.
    expect(statSync(path.join(next, 'index.html')).mtimeMs).toBeGreaterThan(earlier.getTime())
  })
})
