/**
 * The statistics sender, loaded once the page is idle (shell/statistics.ts): it measures the Core
 * Web Vitals with `web-vitals` and sends page views and vitals in batches with `navigator.sendBeacon`
 * to `POST v1/statistics/record`: when a batch is full, 10 s after the first record of a batch, and
 * when the page is hidden (the last moment a visit is sure to have, and when the vitals are final).
 *
 * A batch goes as a keep-alive `fetch` rather than `navigator.sendBeacon`: it outlives the page just
 * the same, and its answer can be read, so a 429 pauses sending for the `Retry-After` it names and a
 * refused batch is dropped, never re-sent (shell/statisticsBatch.ts's `SendGate`). It sets no custom
 * header either, so the app token (SPEC §4, made afresh before every call) travels as
 * the `appToken` query parameter, and the tenant is the one the backend reads from the `Origin` the
 * browser sets, named again in the body (api/README.md). A token is made ahead of need, since a page
 * being hidden leaves no time for the asynchronous encryption.
 */
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals'
import { CALLS } from '../api/calls'
import type { ApiContext } from '../api/context'
import type { StatisticRecord } from '../api/logger'
import { APP_TOKEN_MAX_AGE_MS, makeAppToken } from '../api/token'
import { FLUSH_DELAY_MS, pageViewRecord, SendGate, StatisticsQueue, vitalRecord } from './statisticsBatch'

/** A token older than this is made again before it is used; the server allows `APP_TOKEN_MAX_AGE_MS`. */
const TOKEN_REUSE_MS = APP_TOKEN_MAX_AGE_MS / 2

/** Starts recording with the pages shown so far; answers how to record a further page view. */
export function startStatistics(api: ApiContext, shown: string[]): (path: string) => void {
  const queue = new StatisticsQueue(api.tenantId)
  const endpoint = `${api.hosts[CALLS.statisticsRecord.host]}/${CALLS.statisticsRecord.path}`
  let token: { value: string; at: number } | null = null
  let making: Promise<void> | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const gate = new SendGate()

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
    queue.flush((body) => {
      if (!gate.open()) return false
      // A string body is text/plain: a simple request, no preflight. Failures are not retried.
      fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', mode: 'cors' }).then(
        (res) => gate.answer(res.status, res.headers.get('Retry-After')),
        () => undefined,
      )
      return true
    })
  }

  const add = (record: StatisticRecord | null) => {
    if (!record) return
    if (queue.add(record)) return flush()
    if (!freshToken()) void makeToken()
    timer ??= setTimeout(flush, FLUSH_DELAY_MS)
  }

  // The vitals belong to the page the visit landed on, unless the browser names the navigation.
  const landedPath = (shown[0] ?? window.location.pathname).replace(/[?#].*$/, '') || '/'
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
