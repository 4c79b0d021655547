/**
 * Compressed bodies for visitors on slow mobile connections, when no CDN compresses in front of the
 * renderer: which encoding a request gets, and what is worth compressing. Built files carry their
 * own (renderer/files.ts holds them); server-rendered pages are compressed with gzip (fast), once
 * per cached render (renderer/ssrCache.ts).
 */
import { gzipSync } from 'node:zlib'

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

export function gzipOnce(body: string | Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(gzipSync(body, { level: 6 }))
}
