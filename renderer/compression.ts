/**
 * Compressed bodies for visitors on slow mobile connections, when no CDN compresses in front of the
 * renderer. A built file never changes while its path, size and mtime stay the same, so each is
 * compressed once (brotli, else gzip) and kept; a deploy swaps the folder, which changes the key.
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

const cache = new Map<string, Uint8Array<ArrayBuffer>>()

/** The file's body in `encoding`, compressed on first use. `key` must change when the file does. */
export function compressedFile(key: string, body: Uint8Array, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const cacheKey = `${encoding}:${key}`
  let out = cache.get(cacheKey)
  if (!out) {
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(body, { level: 9 })
    out = new Uint8Array(compressed) // a copy on its own ArrayBuffer, as Response bodies want
    cache.set(cacheKey, out)
  }
  return out
}

export function gzipOnce(body: string | Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(gzipSync(body, { level: 6 }))
}
