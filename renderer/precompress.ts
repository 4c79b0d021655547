/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of a built site root, so the renderer
 * (renderer/files.ts), nginx (`brotli_static`/`gzip_static`) or a CDN serves compressed bytes
 * without compressing per request. Called by scripts/build-tenants.ts on each tenant's output.
 *
 * Hashed assets are identical across tenants: they are compressed once, when the bundles are built
 * (scripts/release/bundles.ts), at the highest brotli quality (11; about 1.4 s for the ~200 assets on
 * one core, paid once per bundle build), and a tenant's copy links them. Pages and JSON differ per
 * tenant and per build, so they are compressed at a fast level (brotli 5, gzip 6: within a few
 * percent of the highest for pages of this size, at a small fraction of the time). Compression runs on libuv's thread pool, so it uses every core.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { shouldCompress } from './compression'
import { contentType } from './files'

const br = promisify(brotliCompress)
const gz = promisify(gzip)

/** Compressed bodies of hashed assets, by content, for the life of the build process. */
const byContent = new Map<string, Promise<[Uint8Array, Uint8Array]>>()

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else if (entry.isFile()) yield full
  }
}

function compress(raw: Uint8Array, best: boolean): Promise<[Uint8Array, Uint8Array]> {
  const quality = best ? constants.BROTLI_MAX_QUALITY : 5
  return Promise.all([
    br(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(raw, { level: best ? 9 : 6 }),
  ])
}

async function hasSibling(file: string): Promise<boolean> {
  const exists = (f: string) =>
    fs.access(f).then(
      () => true,
      () => false,
    )
  return (await exists(`${file}.br`)) || (await exists(`${file}.gz`))
}

/** Returns how many files got siblings. A sibling is written only when smaller than its source. */
export async function precompressDir(root: string): Promise<number> {
  const jobs: Promise<boolean>[] = []
  const assets = path.join(root, 'assets') + path.sep
  for await (const file of walk(root)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue
    // Dot-files are never served (renderer/paths.ts): nothing to precompress.
    if (path.basename(file).startsWith('.')) continue
    jobs.push(
      (async () => {
        const raw = await fs.readFile(file)
        if (!shouldCompress(contentType(file), raw.byteLength)) return false
        const hashed = file.startsWith(assets)
        let bodies: Promise<[Uint8Array, Uint8Array]>
        // Linked from the bundle with their siblings (scripts/release/bundles.ts): already done,
        // and writing would go through the link into the shared bundle.
        if (hashed && (await hasSibling(file))) return false
        if (hashed) {
          const key = createHash('sha1').update(raw).digest('base64')
          bodies = byContent.get(key) ?? compress(raw, true)
          byContent.set(key, bodies)
        } else bodies = compress(raw, false)
        const [brBody, gzBody] = await bodies
        let wrote = false
        if (brBody.byteLength < raw.byteLength) {
          await fs.writeFile(`${file}.br`, brBody)
          wrote = true
        }
        if (gzBody.byteLength < raw.byteLength) {
          await fs.writeFile(`${file}.gz`, gzBody)
          wrote = true
        }
        return wrote
      })(),
    )
  }
  return (await Promise.all(jobs)).filter(Boolean).length
}

/**
 * Gives every `.br`/`.gz` its source's modification time. nginx (`gzip_static`, `brotli_static`)
 * dates a compressed answer by the sibling it sends, the renderer by the source: with the times
 * equal, both say the same `Last-Modified` for every representation.
 */
export async function alignSiblingTimes(root: string): Promise<void> {
  const sources = new Set<string>()
  for await (const file of walk(root))
    if (file.endsWith('.br') || file.endsWith('.gz')) sources.add(file.slice(0, -3))
  await Promise.all(
    [...sources].map(async (source) => {
      const stat = await fs.stat(source).catch(() => null)
      if (!stat) return
      // Whole milliseconds, what utimes keeps: the source gets the very time its siblings get.
      const time = new Date(Math.floor(stat.mtimeMs))
      if (stat.mtimeMs !== time.getTime()) await fs.utimes(source, stat.atime, time)
      for (const sibling of [`${source}.br`, `${source}.gz`]) {
        const s = await fs.stat(sibling).catch(() => null)
        if (s && s.mtimeMs !== time.getTime()) await fs.utimes(sibling, s.atime, time)
      }
    }),
  )
}
