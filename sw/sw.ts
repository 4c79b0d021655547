/**
 * The service worker (README, "sw/"): pages a visitor has (or that the build pre-rendered) stay
 * readable offline, and a deploy shows at once when online.
 *
 * - Navigations go to the network first, so fresh HTML wins (the renderer serves it `no-cache`).
 *   Without a network they fall back to the copy kept when the page was last visited, then to the
 *   build's pre-rendered copy (precache), then to this tenant's offline page; an address with a
 *   query never kept itself (a typed search is never stored) uses the kept copy of its path. A page
 *   reached by a client-side navigation never asks for its document, only its page data: it sends
 *   `KEEP_PAGE` and the worker fetches and keeps the document as well, so a reload offline shows it.
 *   A page prefetched but never opened keeps no document and still gets the offline page.
 * - Hashed `/assets/` never change: cache first. The precache holds the ones the pre-rendered pages
 *   reference; lazily loaded chunks join the runtime cache when first used.
 * - API reads (cross-origin GETs without a login) go to the network first and fall back to the last
 *   answer, so SWR shows data offline instead of an error. Anything personal or typed (an
 *   `Authorization` header, an e-mail address or search in the query) is never stored
 *   (./cachePolicy.ts), and every runtime cache is bounded in entries and bytes (CACHE_BOUNDS).
 *
 * The precache manifest is injected per tenant by scripts/serviceWorker.ts (workbox's format).
 */
/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import {
  addRoute,
  cleanupOutdatedCaches,
  matchPrecache,
  precache,
  type PrecacheEntry,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { bounded } from './bounded'
import { carriesTypedInput, mayStore, noTypedInput } from './cachePolicy'
import { noErrorPageData } from './errorPages'
import { CACHE_BOUNDS, CACHE_NAMES, MESSAGES, NETWORK_TIMEOUT_SECONDS, OFFLINE_PAGE } from './protocol'
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
  plugins: [ok, noTypedInput, noErrorPageData, ...bounded(CACHE_BOUNDS.pages)],
})

registerRoute(
  new NavigationRoute(async (options) => {
    // A typed query is never stored with its page; the page's own address is, so a reload offline
    // still has the page (which reads its query in the browser).
    if (carriesTypedInput(options.url)) options.event.waitUntil(keepPage(options.event, options.url.href))
    try {
      return await pages.handle(options)
    } catch {
      const { pathname, search } = new URL(options.request.url)
      // An address with a query (a typed search, a list's page) whose own copy was never kept falls
      // back to the kept document of its path: the page reads its query in the browser, as the
      // pre-rendered file of that path does online.
      const keptPath = search
        ? await caches.match(new URL(pathname, self.location.href).href, { cacheName: CACHE_NAMES.pages })
        : undefined
      return (
        keptPath ?? (await matchPrecache(pathname)) ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error()
      )
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

const assets = new CacheFirst({
  cacheName: CACHE_NAMES.assets,
  plugins: [ok, ...bounded(CACHE_BOUNDS.assets)],
})

registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'), assets)

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.images,
    plugins: [ok, noTypedInput, ...bounded(CACHE_BOUNDS.images)],
  }),
)

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin !== self.location.origin &&
    request.destination === '' &&
    // A personal or typed request is left to the browser: never stored, and failing as the browser
    // reports it rather than as the worker's.
    mayStore(request),
  new NetworkFirst({
    cacheName: CACHE_NAMES.api,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [ok, ...bounded(CACHE_BOUNDS.api)],
  }),
)

/** A document kept less than this long ago is not fetched again when the page is reached once more. */
const KEEP_FRESH_MS = 5 * 60 * 1000

async function keepPage(event: ExtendableEvent, href: unknown): Promise<void> {
  if (typeof href !== 'string') return
  const url = new URL(href, self.location.href)
  url.hash = ''
  // What a visitor typed stays out of the cache: the page is kept under its address without the query.
  if (carriesTypedInput(url)) url.search = ''
  if (url.origin !== self.location.origin) return
  const kept = await caches.match(url.href, { cacheName: CACHE_NAMES.pages })
  const keptAt = Date.parse(kept?.headers.get('date') ?? '')
  if (Date.now() - keptAt < KEEP_FRESH_MS) return
  const request = new Request(url.href, { credentials: 'same-origin', headers: { Accept: 'text/html' } })
  // Offline or failed: nothing new is kept, the page was shown all the same.
  const doc = await pages.handle({ event, request }).catch(() => undefined)
  if (!doc?.ok) return
  // The document's own scripts and styles: a loaded page preloads chunks a client-side navigation
  // to it may not have needed, and offline each missing one would fail.
  const html = await doc.text()
  const wanted = new Set(html.match(/\/assets\/[^"'()\s]+/g) ?? [])
  await Promise.all(
    [...wanted].map((path) =>
      assets
        .handle({ event, request: new Request(new URL(path, self.location.href).href) })
        .catch(() => undefined),
    ),
  )
}

self.addEventListener('message', (event) => {
  if (event.data?.type === MESSAGES.skipWaiting) void self.skipWaiting()
  if (event.data?.type === MESSAGES.keepPage) event.waitUntil(keepPage(event, event.data.url))
})
