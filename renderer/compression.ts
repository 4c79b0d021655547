/**
 * Compressed bodies for visitors on slow mobile connections, when no CDN compresses in front of the
 * renderer. A built file never changes while its path, size and mtime stay the same, so each is
 * compressed once (brotli, else gzip) and kept until a deploy replaces it.
 * Server-rendered pages are compressed per response with gzip (fast).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/
/** Below this a compressed body saves less than its headers cost. */
const MIN_BYTES = 1024

export type Encoding = 'br' | 'gzip'

export function pickEncoding(acceptEncoding: string | undefined, brotli = true): Encoding | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase())
  if (brotli && accepted.includes('br')) return 'br'
  return accepted.includes('gzip') ? 'gzip' : null
}

export function shouldCompress(contentType: string, bytes: number): boolean {
  return bytes >= MIN_BYTES && COMPRESSIBLE.test(contentType)
}

/** One entry per file and encoding: a newer version of the file replaces the older one. */
const cache = new Map<string, { version: string; body: Uint8Array<ArrayBuffer> }>()

/**
 * The file's body in `encoding`, compressed on first use. `version` must change when the file does
 * (size and mtime); `read` runs only when this version is not compressed yet.
 */
export function compressedFile(
  file: string,
  version: string,
  read: () => Uint8Array,
  encoding: Encoding,
): Uint8Array<ArrayBuffer> {
  const cacheKey = `${encoding}:${file}`
  const hit = cache.get(cacheKey)
  if (hit?.version === version) return hit.body
  const raw = read()
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(raw, { level: 9 })
  const body = new Uint8Array(compressed) // a copy on its own ArrayBuffer, as Response bodies want
  cache.set(cacheKey, { version, body })
  return body
}

export function gzipOnce(body: string | Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(gzipSync(body, { level: 6 }))
}
