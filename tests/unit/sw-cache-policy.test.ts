/**
 * What the service worker may keep (sw/cachePolicy.ts): nothing typed or personal, and each runtime
 * cache within its byte bound, oldest entries out first.
 */
import { describe, expect, it } from 'vitest'
import { carriesTypedInput, mayStore, noTypedInput, trimToBytes } from '../../sw/cachePolicy'
import { CACHE_BOUNDS } from '../../sw/protocol'

describe('nothing typed is stored', () => {
  it('refuses a query that carries an e-mail address, a search or a token', () => {
    const typed = [
      'https://api.example/services/v0/cms/app/request-demo?email=siti%40contoh.id',
      'https://api.example/services/v3/post/list?kindSlug=news&search=beasiswa',
      'https://demo.example/News?q=beasiswa',
      'https://demo.example/CallbackAuth?token=abc',
      'https://demo.example/x?EMAIL=a%40b.id',
    ]
    for (const url of typed) expect(carriesTypedInput(new URL(url)), url).toBe(true)
    const plain = [
      'https://api.example/services/v3/post/list?kindSlug=news&page=2',
      'https://demo.example/News?page=2',
      'https://api.example/services/v3/post/list?search=',
    ]
    for (const url of plain) expect(carriesTypedInput(new URL(url)), url).toBe(false)
  })

  it('refuses a request with a token or sent with no-store', async () => {
    const url = 'https://api.example/services/v1/user/me'
    expect(mayStore(new Request(url))).toBe(true)
    expect(mayStore(new Request(url, { headers: { Authorization: 'Bearer x' } }))).toBe(false)
    expect(mayStore({ url, cache: 'no-store', headers: new Headers() })).toBe(false)
    const response = new Response('{}')
    expect(await noTypedInput.cacheWillUpdate({ request: new Request(url), response })).toBe(response)
    expect(
      await noTypedInput.cacheWillUpdate({ request: new Request(`${url}?email=a%40b.id`), response }),
    ).toBeNull()
  })
})

/** The part of the Cache API trimToBytes uses, in insertion order like the real one. */
function memoryCache(entries: [string, number][]) {
  const map = new Map(entries.map(([url, size]) => [url, new Response('x'.repeat(size))]))
  return {
    map,
    cache: {
      keys: async () => [...map.keys()].map((url) => new Request(url)),
      match: async (req: Request) => map.get(req.url)?.clone(),
      delete: async (req: Request) => map.delete(req.url),
    } as unknown as Cache,
  }
}

describe('byte bound', () => {
  it('drops the oldest entries until the cache fits', async () => {
    const { map, cache } = memoryCache([
      ['https://d.example/a', 400],
      ['https://d.example/b', 300],
      ['https://d.example/c', 200],
    ])
    expect(await trimToBytes(cache, 600)).toBe(500)
    expect([...map.keys()]).toEqual(['https://d.example/b', 'https://d.example/c'])
    expect(await trimToBytes(cache, 1000)).toBe(500)
    expect(map.size).toBe(2)
  })

  it('bounds every runtime cache in entries and bytes', () => {
    for (const [name, bounds] of Object.entries(CACHE_BOUNDS)) {
      expect(bounds.maxEntries, name).toBeGreaterThan(0)
      expect(bounds.maxBytes, name).toBeGreaterThan(0)
    }
  })
})
