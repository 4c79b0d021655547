/**
 * Recorded statistics (SPEC §7 `POST v1/statistics/record`): a page view for every page shown, the
 * first and every client-side navigation, and the Core Web Vitals (LCP, INP, CLS, measured by the
 * `web-vitals` library) of each page, per page kind (its route id, sites/routes.ts) and tenant.
 *
 * This module is all the first load carries: it notes page views in a queue. Once the page is idle
 * (`whenIdleAfterLoad`) it imports shell/statisticsSender.ts, which loads `web-vitals` and sends the
 * queue in batches with `navigator.sendBeacon`, so recording never competes with showing the page.
 * Nothing is recorded, loaded or sent when the visitor asks not to be tracked (Do Not Track, Global
 * Privacy Control) or the connection is to be spared (2g, slow-2g, Save-Data).
 *
 * Only the path is recorded (`urlPathname`): no query string, no fragment, so nothing a visitor
 * typed (a search, a form's fields) travels with a record.
 */
import { useEffect } from 'react'
import type { ApiContext } from '../api/context'
import { useApiContext } from '../api/hooks'
import { trackingRefused } from './analytics'
import { whenIdleAfterLoad } from './idle'
import { constrainedConnection, type ConnectionHints } from './prefetch'

/** Whether this visit may be recorded: the visitor's wish and the connection both allow it. */
export function statisticsAllowed(
  nav: Navigator & { globalPrivacyControl?: boolean; connection?: ConnectionHints },
  win?: Window,
): boolean {
  return !trackingRefused(nav, win) && !constrainedConnection(nav.connection)
}

/** Paths of the pages shown before the sender has loaded (at most 50, then the first are kept). */
const waiting: string[] = []
let deliver: ((path: string) => void) | null = null
let starting = false
let allowed: boolean | undefined

function startSender(api: ApiContext) {
  if (starting) return
  starting = true
  import('./statisticsSender').then(
    (sender) => {
      deliver = sender.startStatistics(api, waiting.splice(0))
    },
    (error: unknown) => {
      // Offline, or a deploy removed the chunk: the next page view tries again.
      starting = false
      console.warn('[statistics] the sender did not load:', error)
    },
  )
}

export function useStatistics(currentPath: string) {
  const api = useApiContext()
  useEffect(() => {
    allowed ??= statisticsAllowed(navigator, window)
    if (!allowed) return
    if (deliver) return deliver(currentPath)
    if (waiting.length < 50) waiting.push(currentPath)
    // The first page view starts the sender once the page is idle; after a failed start, the next does.
    if (!starting) whenIdleAfterLoad(() => startSender(api))
  }, [api, currentPath])
}
