/**
 * "Once the page is idle": after the `load` event, when the browser has a moment (at most 3 s
 * later; a timer where there is no `requestIdleCallback`). Start-up work that the first paint and
 * hydration do not need waits for it (analytics, the version check, the live settings, the outbox,
 * the service worker), so the first load downloads and runs only what shows the page.
 * The revalidation of pre-rendered lists waits longer (`whenEngaged`, below). Returns a cancel
 * function for effects.
 */
import { ENGAGED_ATTRIBUTE, ENGAGEMENT_EVENTS } from './hydrated'

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

// Before the app ran, the page's start-up script watched for the same events (./hydrated.ts).
let engaged = typeof document !== 'undefined' && document.documentElement.hasAttribute(ENGAGED_ATTRIBUTE)
const waiting = new Set<() => void>()

function engage() {
  if (engaged) return
  engaged = true
  for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, engage, true)
  document.removeEventListener('visibilitychange', onVisibility)
  waiting.forEach((run) => run())
  waiting.clear()
}

function onVisibility() {
  // Coming back to the tab is using the page again; leaving it is not.
  if (document.visibilityState === 'visible') engage()
}

function listenForEngagement() {
  for (const type of ENGAGEMENT_EVENTS)
    window.addEventListener(type, engage, { capture: true, passive: true })
  document.addEventListener('visibilitychange', onVisibility)
}

// From the start, so a tap on a page with nothing waiting still counts for the pages after it.
if (typeof window !== 'undefined' && !engaged) listenForEngagement()

/**
 * "Once the visitor uses the page": the first scroll, tap, click or key press, or a return to the
 * tab, and never before the page is idle (`whenIdleAfterLoad`). Work that only matters to someone
 * reading on waits for it: the revalidation of the lists the HTML already shows
 * (shell/revalidateWhenIdle.ts). A visit that only looks at the first screen downloads none of it;
 * one that scrolls gets it while it reaches the lists. Returns a cancel function.
 */
export function whenEngaged(run: () => void): () => void {
  let cancelIdle = () => {}
  let cancelled = false
  const start = () => {
    if (!cancelled) cancelIdle = whenIdleAfterLoad(run)
  }
  if (engaged) start()
  else waiting.add(start)
  return () => {
    cancelled = true
    waiting.delete(start)
    cancelIdle()
  }
}

/** Tests only: forget that the visitor engaged. */
export function resetEngagementForTests() {
  if (engaged) listenForEngagement()
  engaged = false
  waiting.clear()
}
