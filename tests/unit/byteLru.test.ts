/**
 * The renderer's caches are bounded by bytes, keys included (renderer/byteLru.ts): a flood of long
 * unique keys cannot hold more than the bound, whatever the values.
 */
import { describe, expect, it } from 'vitest'
import { ByteLru, keyBytes } from '../../renderer/byteLru'
import { FastStatic } from '../../renderer/fastStatic'
import { FileCache } from '../../renderer/files'
import { RenderCache } from '../../renderer/ssrCache'

describe('ByteLru', () => {
  it('counts keys and values, and evicts the least recently used past the bound', () => {
    const lru = new ByteLru<string>(3 * (keyBytes('a') + 10), (v) => v.length)
    lru.set('a', 'x'.repeat(10))
    lru.set('b', 'x'.repeat(10))
    lru.set('c', 'x'.repeat(10))
    expect(lru.bytes).toBe(3 * (keyBytes('a') + 10))
    lru.get('a')
    lru.set('d', 'x'.repeat(10))
    expect([...lru.keys()]).toEqual(['c', 'a', 'd'])
    expect(lru.bytes).toBeLessThanOrEqual(lru.maxBytes)
  })

  it('keeps no value larger than the bound, and recounts a value grown in place', () => {
    const lru = new ByteLru<{ n: number }>(1000, (v) => v.n)
    expect(lru.set('big', { n: 2000 })).toBe(false)
    expect(lru.size).toBe(0)
    const grows = { n: 10 }
    lru.set('a', { n: 10 })
    lru.set('g', grows)
    grows.n = 700
    lru.resize('g')
    expect(lru.bytes).toBe(keyBytes('a') + 10 + keyBytes('g') + 700)
    grows.n = 800
    lru.resize('g')
    expect(lru.has('a')).toBe(false)
    expect(lru.bytes).toBeLessThanOrEqual(1000)
  })

  it('holds 5,000 unique 16 KB keys within its bound', () => {
    const lru = new ByteLru<number>(1024 * 1024, () => 8)
    const tail = 'x'.repeat(16_000)
    for (let i = 0; i < 5_000; i++) lru.set(`${i}-${tail}`, i)
    expect(lru.bytes).toBeLessThanOrEqual(1024 * 1024)
    expect(lru.size).toBeLessThan(40)
  })
})

describe('the renderer caches', () => {
  it('the file cache remembers missing paths within its own bound, apart from the files', async () => {
    const files = new FileCache({ maxMissingBytes: 256 * 1024 })
    for (let i = 0; i < 500; i++) await files.get(`/nonexistent/${i}-${'x'.repeat(1000)}`)
    const { missing, files: held } = files.stats()
    expect(missing.bytes).toBeLessThanOrEqual(256 * 1024)
    expect(missing.entries).toBeGreaterThan(0)
    expect(held.entries).toBe(0)
  })

  it('the render cache counts keys, bodies and the gzip body it makes', async () => {
    const renders = new RenderCache({ maxBytes: 512 * 1024 })
    for (let i = 0; i < 300; i++)
      await renders.get(`demo\nv1\n/News/${i}-${'x'.repeat(4000)}`, async () => ({
        status: 404,
        body: `<html>${'tidak ada '.repeat(500)}${i}</html>`,
        headers: [['Content-Type', 'text/html']],
      }))
    const stats = renders.stats()
    expect(stats.bytes).toBeLessThanOrEqual(512 * 1024)
    expect(stats.entries).toBeGreaterThan(5)
    // Each entry is at least its key, its body (two bytes a character) and some gzip.
    expect(stats.bytes / stats.entries).toBeGreaterThan(4000 * 2 + 5000 * 2)
  })

  it('hot file answers are kept by path, without the query string', () => {
    const files = new FileCache()
    const fast = new FastStatic(files, 64 * 1024)
    const file = { file: '/dist/demo/About/index.html' } as never
    const answer = {
      file,
      site: file,
      status: 200,
      headers: { 'Content-Type': 'text/html' },
      body: new Uint8Array(1000),
    }
    for (let i = 0; i < 200; i++)
      fast.remember(new Request(`http://demo.localhost/About?${i}-${'q'.repeat(15_000)}`), answer)
    expect(fast.stats().entries).toBe(1)
    expect(fast.stats().bytes).toBeLessThan(4 * 1024)
  })
})
