import { describe, expect, it } from 'vitest'
import { pickEncoding, shouldCompress } from '../../renderer/compression'

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
})
