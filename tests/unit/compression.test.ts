import { describe, expect, it } from 'vitest'
import { brotliDecompressSync } from 'node:zlib'
import { compressedFile, pickEncoding, shouldCompress } from '../../renderer/compression'

describe('renderer compression', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and no header', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip, deflate')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip')
    expect(pickEncoding('br', false)).toBeNull()
    expect(pickEncoding(undefined)).toBeNull()
    expect(pickEncoding('identity')).toBeNull()
  })

  it('compresses text of 1 KB or more, never images or fonts', () => {
    expect(shouldCompress('text/javascript; charset=utf-8', 5000)).toBe(true)
    expect(shouldCompress('image/svg+xml', 5000)).toBe(true)
    expect(shouldCompress('text/html; charset=utf-8', 500)).toBe(false)
    expect(shouldCompress('font/woff2', 50_000)).toBe(false)
    expect(shouldCompress('image/png', 50_000)).toBe(false)
  })

  it('compresses a file once per version, reading it only when that version is new', () => {
    const text = 'halo dunia '.repeat(500)
    let reads = 0
    const read = () => {
      reads++
      return new TextEncoder().encode(text)
    }
    const first = compressedFile('/dist/demo/a.js', '5500:1', read, 'br')
    expect(compressedFile('/dist/demo/a.js', '5500:1', read, 'br')).toBe(first)
    expect(reads).toBe(1)
    expect(new TextDecoder().decode(brotliDecompressSync(first))).toBe(text)
    expect(first.length).toBeLessThan(text.length / 10)
    // A deploy changes the version: the file is read and compressed again.
    expect(compressedFile('/dist/demo/a.js', '5500:2', read, 'br')).not.toBe(first)
    expect(reads).toBe(2)
  })
})
