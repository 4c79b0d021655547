/**
 * What the page and the service worker agree on: cache names (the page clears the runtime ones when
 * the app version changes, SPEC §4), message types and the offline page's URL. Imported by both
 * sides; nothing here touches a DOM or a worker global.
 */
export const CACHE_NAMES = {
  pages: 'pages',
  assets: 'assets',
  images: 'images',
  api: 'api',
  search: 'search',
} as const

/** Runtime caches only: the precache belongs to the worker's build and is replaced with it. */
export const RUNTIME_CACHES: readonly string[] = Object.values(CACHE_NAMES)

export const MESSAGES = { skipWaiting: 'SKIP_WAITING' } as const

/** Written per tenant by the build, precached, shown for a page never seen when offline. */
export const OFFLINE_PAGE = '/offline.html'

/** On a flaky connection, wait this long for the network before answering from the cache. */
export const NETWORK_TIMEOUT_SECONDS = 4

/** The worker's URL; the renderer serves it `no-cache` so a deploy is picked up on the next visit. */
export const SW_URL = '/sw.js'
