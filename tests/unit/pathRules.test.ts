/**
 * What a request path can be (renderer/pathRules.ts): too long for anything (414 at the edge and
 * the renderer), a possible file (looked up, its absence remembered), or neither.
 */
import { describe, expect, it } from 'vitest'
import { isTooLong, mayBeFile, MAX_PATH_CHARS } from '../../renderer/pathRules'
import { findRoute } from '../../sites/routes'

describe('path rules', () => {
  it('refuses paths longer than any address, keeps the longest real ones', () => {
    expect(isTooLong(`/${'x'.repeat(MAX_PATH_CHARS)}`)).toBe(true)
    expect(isTooLong(`/${'x'.repeat(MAX_PATH_CHARS - 1)}`)).toBe(false)
    const longTitle = `/News/12/${'judul-berita-yang-panjang-'.repeat(12)}`
    expect(isTooLong(longTitle)).toBe(false)
    expect(findRoute(longTitle, true)).not.toBeNull()
  })

  it('looks up only what a built file can be', () => {
    for (const p of ['/About', '/About/index.html', '/assets/chunks/a-1x2y.js', '/og/News/x.png', '/'])
      expect(mayBeFile(p), p).toBe(true)
    expect(mayBeFile(`/${'x'.repeat(256)}`)).toBe(false)
    expect(mayBeFile(`/${'é'.repeat(128)}`)).toBe(false)
    expect(mayBeFile('/a/b/c/d/e/f/g/h/i')).toBe(false)
    expect(mayBeFile(`/${'abcdefgh/'.repeat(7)}${'x'.repeat(1000)}`)).toBe(false)
  })
})
