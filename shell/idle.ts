/**
 * "Once the page is idle": after the `load` event, when the browser has a moment (at most 3 s
 * later; a timer where there is no `requestIdleCallback`). Start-up work that the first paint and
 * hydration do not need waits for it (analytics, the version check, the live settings and the
 * revalidation of pre-rendered data, the outbox, the service worker), so the first load downloads
 * and runs only what shows the page (issue 15). Returns a cancel function for effects.
 */
export function whenIdleAfterLoad(run: () => void): () => void {
  let cancelled = false
  let idle = 0
  const go = () => {
    if (cancelled) return
    const hasIdle = typeof window.requestIdleCallback === 'function'
    idle = hasIdle ? window.requestIdleCallback(run, { timeout: 3000 }) : window.setTimeout(run, 1000)
  }
  if (document.readyState === 'complete') go()
  else window.addEventListener('load', go, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', go)
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle)
    window.clearTimeout(idle)
  }
}
