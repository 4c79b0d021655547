/**
 * What the worker may keep, as plain functions the unit tests run without a worker.
 *
 * - Nothing a visitor typed: a request with an `Authorization` header, one the page sent with
 *   `cache: 'no-store'`, or one whose query carries a typed parameter (an e-mail address from the
 *   comingsoon form, a search, a token from a sign-in callback) is answered but never stored.
 * - Bounded: each runtime cache holds at most so many entries (workbox-expiration, least recently
 *   stored first out) and so many bytes (`trimToBytes`, oldest first out). Caches belong to one
 *   origin, and every tenant has its own origin, so the bounds are per tenant.
 */
import { TYPED_INPUT_PARAMS } from './protocol'

export function carriesTypedInput(url: URL): boolean {
  let typed = false
  url.searchParams.forEach((value, name) => {
    if (value && TYPED_INPUT_PARAMS.includes(name.toLowerCase())) typed = true
  })
  return typed
}

export function mayStore(request: Pick<Request, 'url' | 'cache' | 'headers'>): boolean {
  if (request.headers.has('Authorization')) return false
  if (request.cache === 'no-store') return false
  return !carriesTypedInput(new URL(request.url))
}

/** A workbox plugin: refuses to store what `mayStore` refuses. */
export const noTypedInput = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) =>
    mayStore(request) ? response : null,
}

/** The cache API's keys come oldest first (a `put` removes the old entry and appends the new one). */
export async function trimToBytes(cache: Cache, maxBytes: number): Promise<number> {
  const keys = await cache.keys()
  const sizes = await Promise.all(
    keys.map(async (key) => (await (await cache.match(key))?.blob())?.size ?? 0),
  )
  let total = sizes.reduce((sum, size) => sum + size, 0)
  for (let i = 0; i < keys.length && total > maxBytes; i++) {
    await cache.delete(keys[i]!)
    total -= sizes[i]!
  }
  return total
}

/** A workbox plugin: after each store, drops the oldest entries until the cache fits `maxBytes`. */
export function byteLimit(maxBytes: number) {
  let running: Promise<unknown> = Promise.resolve()
  return {
    cacheDidUpdate: async ({ cacheName }: { cacheName: string }) => {
      // One trim at a time: two interleaved ones would each count entries the other deletes.
      running = running.then(async () => trimToBytes(await caches.open(cacheName), maxBytes)).catch(() => 0)
      await running
    },
  }
}
