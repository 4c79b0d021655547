/**
 * The statistics sender, loaded once the page is idle (shell/statistics.ts): it measures the Core
 * Web Vitals with `web-vitals` and sends page views and vitals in batches with `navigator.sendBeacon`
 * to `POST v1/statistics/record`: when a batch is full, 10 s after the first record of a batch, and
 * when the page is hidden (the last moment a visit is sure to have, and when the vitals are final).
 *
 * A beacon can set no header, so the app token (SPEC §4, made afresh before every call) travels as
 * the `appToken` query parameter, and the tenant is the one the backend reads from the `Origin` the
 * browser sets, named again in the body (api/README.md). A token is made ahead of need, since a page
 * being hidden leaves no time for the asynchronous encryption.
 */
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals'
import { CALLS } from '../api/calls'
import type { ApiContext } from '../api/context'
import type { StatisticRecord } from '../api/logger'
import { APP_TOKEN_MAX_AGE_MS, makeAppToken } from '../api/token'
import { FLUSH_DELAY_MS, pageViewRecord, StatisticsQueue, vitalRecord } from './statisticsBatch'

/** A token older than this is made again before it is used; the server allows `APP_TOKEN_MAX_AGE_MS`. */
const TOKEN_REUSE_MS = APP_TOKEN_MAX_AGE_MS / 2

/** Starts recording with the pages shown so far; answers how to record a further page view. */
export function startStatistics(api: ApiContext, shown: string[]): (path: string) => void {
  const queue = new StatisticsQueue(api.tenantId)
  const endpoint = `${api.hosts[CALLS.statisticsRecord.host]}/${CALLS.statisticsRecord.path}`
  let token: { value: string; at: number } | null = null
  let making: Promise<void> | null = null
  let timer: ReturnType<typeof setTimeout> | undefined

  const freshToken = () => (token && Date.now() - token.at < TOKEN_REUSE_MS ? token.value : null)
  const makeToken = () =>
    (making ??= makeAppToken(api.appToken)
      .then((value) => {
        token = { value, at: Date.now() }
      })
      .catch((error: unknown) => console.warn('[statistics] no app token:', error))
      .finally(() => {
        making = null
      }))

  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    if (!queue.size || !navigator.onLine) return
    const value = freshToken()
    if (!value) return void makeToken().then(() => freshToken() && flush())
    const url = `${endpoint}?appToken=${encodeURIComponent(value)}`
    queue.flush((body) => navigator.sendBeacon(url, body))
  }

  const add = (record: StatisticRecord) => {
    if (queue.add(record)) return flush()
    if (!freshToken()) void makeToken()
    timer ??= setTimeout(flush, FLUSH_DELAY_MS)
  }

  // The vitals belong to the page the visit landed on, unless the browser names the navigation.
  const landedPath = pageViewRecord(shown[0] ?? window.location.pathname).path!
  const report = (metric: Metric) => add(vitalRecord(metric, landedPath))
  onLCP(report, { reportSoftNavs: true })
  onINP(report, { reportSoftNavs: true })
  onCLS(report, { reportSoftNavs: true })

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  window.addEventListener('pagehide', flush)

  const view = (path: string) => add(pageViewRecord(path))
  shown.forEach(view)
  void makeToken()
  return view
}
