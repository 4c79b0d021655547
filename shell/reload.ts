/**
 * Page reloads the app asks for itself (a new service worker took over, a chunk failed to load)
 * happen at most once per 60 s (SPEC §9 reload throttle, SPEC §8), so a broken deploy or a dead
 * connection can never put a phone into a reload loop.
 */

/** SPEC §9: reload throttle. */
export const RELOAD_THROTTLE_MS = 60_000
const RELOADED_AT_KEY = 'app-reloaded-at'

/** Whether a reload is allowed now; records it when it is. */
export function mayReload(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): boolean {
  const last = Number(storage.getItem(RELOADED_AT_KEY) ?? 0)
  if (now - last < RELOAD_THROTTLE_MS) return false
  storage.setItem(RELOADED_AT_KEY, String(now))
  return true
}

/**
 * Reloads the page unless one happened in the last 60 s; true when it reloads. With storage
 * blocked nothing can be throttled: `whenBlocked` decides (a chunk error must not risk a loop; a
 * new service worker changes once per deploy, so it may).
 */
export function throttledReload(whenBlocked = false): boolean {
  let allowed = whenBlocked
  try {
    allowed = mayReload(window.sessionStorage, Date.now())
  } catch {
    // storage blocked: see `whenBlocked`
  }
  if (allowed) window.location.reload()
  return allowed
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : ''
  return CHUNK_ERROR.test(message)
}

/**
 * SPEC §8: a chunk-load failure reloads the page once (at most once per 60 s). A chunk of the
 * previous build can be gone after a deploy; the reload fetches the new HTML and its chunks.
 *
 * One document load per failure: the page's code for a link (a navigation or its prefetch) is
 * Vike's to load, and Vike's router answers its failure itself with a full load of the link's
 * target (the next link, after a failed prefetch), which fetches the new HTML just as well. So the
 * shell reloads only for an import nobody handled (an unhandled rejection: the first render's code,
 * a lazy part of this page), never on Vite's `vite:preloadError`, which also fires for the link's
 * code and made the page reload and then load the link's target. The target is the right one to
 * load: the visitor asked for it, and reloading the page being left would drop the click.
 * Not while offline: then the chunk failed for want of a connection, not because of a deploy, and a
 * reload would only swap the page (and whatever the visitor typed into it) for the offline page.
 */
export function installChunkReload(): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (navigator.onLine && isChunkLoadError(event.reason) && throttledReload()) event.preventDefault()
  }
  window.addEventListener('unhandledrejection', onRejection)
  return () => window.removeEventListener('unhandledrejection', onRejection)
}
