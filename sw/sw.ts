/**
 * The service worker (DESIGN.md): pages a visitor has (or that the build pre-rendered) stay
 * readable offline, and a deploy shows at once when online.
 *
 * - Navigations go to the network first, so fresh HTML wins (the renderer serves it `no-cache`).
 *   Without a network they fall back to the copy kept when the page was last visited, then to the
 *   build's pre-rendered copy (precache), then to this tenant's offline page.
 * - Hashed `/assets/` never change: cache first. The precache holds the ones the pre-rendered pages
 *   reference; lazily loaded chunks join the runtime cache when first used.
 * - API reads (cross-origin GETs without a login) go to the network first and fall back to the last
 *   answer, so SWR shows data offline instead of an error. Anything with `Authorization` is personal
 *   and never stored.
 *
 * The precache manifest is injected per tenant by scripts/service-worker.ts (workbox's format).
 */
/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  addRoute,
  cleanupOutdatedCaches,
  matchPrecache,
  precache,
  type PrecacheEntry,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { noErrorPageData } from './errorPages'
import { CACHE_NAMES, MESSAGES, NETWORK_TIMEOUT_SECONDS, OFFLINE_PAGE } from './protocol'
import { registerSearchIndexRoute } from './searchCache'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] }

precache(self.__WB_MANIFEST)
cleanupOutdatedCaches()
// The first visit's own requests (API reads, lazy chunks) are cached too, not only the next page's.
clientsClaim()

const ok = new CacheableResponsePlugin({ statuses: [200] })

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [ok, noErrorPageData, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 })],
})

registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options)
    } catch {
      const { pathname } = new URL(options.request.url)
      return (await matchPrecache(pathname)) ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error()
    }
  }),
)

// Vike's client router fetches the data of a pre-rendered page as `…/index.pageContext.json`.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.endsWith('.pageContext.json'),
  pages,
)

// Routes match in the order they are registered: pages and their data above went network first;
// everything else the build precached (assets, logo, the offline page) is served from the precache.
addRoute()

registerSearchIndexRoute()

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
)

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.destination === 'image',
  new StaleWhileRevalidate({ cacheName: CACHE_NAMES.images, plugins: [ok] }),
)

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin !== self.location.origin &&
    request.destination === '' &&
    !request.headers.has('Authorization'),
  new NetworkFirst({
    cacheName: CACHE_NAMES.api,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      ok,
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
)

self.addEventListener('message', (event) => {
  if (event.data?.type === MESSAGES.skipWaiting) void self.skipWaiting()
})
