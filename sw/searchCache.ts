/**
 * The site search index (`/pagefind/`, scripts/release/searchIndex.ts) is cached as it is used:
 * never precached (a visitor who never searches downloads none of it), kept once a query fetched it,
 * so a later search works offline over the chunks already loaded. Network first: the entry file and
 * the engine keep their names across builds, so a fresh build's files win while online. Bounded.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import { bounded } from './bounded'
import { CACHE_BOUNDS, CACHE_NAMES, NETWORK_TIMEOUT_SECONDS } from './protocol'

export function registerSearchIndexRoute(): void {
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' &&
      url.origin === self.location.origin &&
      url.pathname.startsWith('/pagefind/'),
    new NetworkFirst({
      cacheName: CACHE_NAMES.search,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        // Pagefind asks for its entry file with a cache-busting `?ts=`: kept under the bare address,
        // or no offline visit would ever find it again.
        { cacheKeyWillBeUsed: async ({ request }) => request.url.split('?')[0]! },
        new CacheableResponsePlugin({ statuses: [200] }),
        ...bounded(CACHE_BOUNDS.search),
      ],
    }),
  )
}
