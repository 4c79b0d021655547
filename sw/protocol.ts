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

export const MESSAGES = {
  skipWaiting: 'SKIP_WAITING',
  /** `{ type, url }`: the page reached `url` by a client-side navigation; keep its document too. */
  keepPage: 'KEEP_PAGE',
} as const

/**
 * Query parameters that carry what a visitor typed or a secret: a request with one of them set is
 * never stored by the worker (sw/cachePolicy.ts), so no e-mail address, search or token stays in
 * Cache Storage.
 */
export const TYPED_INPUT_PARAMS: readonly string[] = [
  'email',
  'search',
  'q',
  'phone',
  'name',
  'message',
  'token',
  'code',
  'password',
]

/** Per-tenant bounds of the runtime caches (each tenant is its own origin, so its own Cache Storage). */
export const CACHE_BOUNDS = {
  /** Documents and their Vike page data (two entries a page). */
  pages: { maxEntries: 120, maxBytes: 12 * 1024 * 1024, maxAgeSeconds: 7 * 24 * 3600 },
  api: { maxEntries: 200, maxBytes: 6 * 1024 * 1024, maxAgeSeconds: 24 * 3600 },
  assets: { maxEntries: 200, maxBytes: 25 * 1024 * 1024 },
  images: { maxEntries: 150, maxBytes: 25 * 1024 * 1024 },
  /** The site search index's chunks, fragments and engine, as a visitor's searches fetched them. */
  search: { maxEntries: 120, maxBytes: 6 * 1024 * 1024, maxAgeSeconds: 30 * 24 * 3600 },
} as const

/** Written per tenant by the build, precached, shown for a page never seen when offline. */
export const OFFLINE_PAGE = '/offline.html'

/** On a flaky connection, wait this long for the network before answering from the cache. */
export const NETWORK_TIMEOUT_SECONDS = 4

/** The worker's URL; the renderer serves it `no-cache` so a deploy is picked up on the next visit. */
export const SW_URL = '/sw.js'
