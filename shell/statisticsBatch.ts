/**
 * The pure part of the statistics sender (shell/statisticsSender.ts): the records it makes, the
 * queue that batches them, the beacon body, and how it answers the API's refusals. Everything it
 * sends is what the API accepts (api/logger.ts): known events, a page kind of sites/pageKinds.ts,
 * a vital clamped to its range, nothing for utility pages.
 */
import { MAX_PATH_LENGTH, VITAL_RANGES, type StatisticRecord, type VitalName } from '../api/logger'
import { pageKindOf } from '../sites/pageKinds'

/** A page view of `path` (anything after `?` or `#` is dropped); null for a utility page. */
export function pageViewRecord(path: string): StatisticRecord | null {
  const clean = (path.replace(/[?#].*$/, '') || '/').slice(0, MAX_PATH_LENGTH)
  const kind = pageKindOf(clean)
  return kind && { event: 'page_view', path: clean, kind }
}

/** Records per beacon: a beacon's body is small (browsers cap the bytes in flight at about 64 KB). */
export const MAX_BATCH = 20
/** Records kept while sending is paused; later ones are dropped (statistics may be lossy). */
export const MAX_WAITING = 100
/** A batch goes out at the latest this long after its first record, or when the page is hidden. */
export const FLUSH_DELAY_MS = 10_000

/** The beacon's body: JSON, sent as text/plain (no CORS preflight), with the tenant it is for. */
export function beaconBody(tenant: string, records: readonly StatisticRecord[]): string {
  return JSON.stringify({ tenant, records })
}

/**
 * Records waiting to be sent, in order, at most `MAX_WAITING`. `flush` sends them `max` at a time
 * through `send` (true when the batch went); a batch not sent stays, with everything after it, for
 * the next flush.
 */
export class StatisticsQueue {
  private records: StatisticRecord[] = []

  constructor(
    private readonly tenant: string,
    private readonly max = MAX_BATCH,
  ) {}

  get size() {
    return this.records.length
  }

  /** Adds a record (dropped when the queue is full); true when a full batch is waiting and should go now. */
  add(record: StatisticRecord): boolean {
    if (this.records.length < MAX_WAITING) this.records.push(record)
    return this.records.length >= this.max
  }

  /** Sends every waiting record; answers how many went. */
  flush(send: (body: string) => boolean): number {
    let sent = 0
    while (this.records.length) {
      const batch = this.records.slice(0, this.max)
      if (!send(beaconBody(this.tenant, batch))) break
      this.records.splice(0, batch.length)
      sent += batch.length
    }
    return sent
  }
}

/** How long to wait when a 429 names no (readable) `Retry-After`. */
export const DEFAULT_PAUSE_MS = 60_000
/** The longest pause honoured: a page open for hours should not wait forever on a bad header. */
export const MAX_PAUSE_MS = 15 * 60_000

/**
 * Whether the sender may send now, from the API's answers. A 429 (or 503) pauses every batch for
 * the `Retry-After` it names; a 413 or another refusal drops that batch (sending it again would be
 * refused again). Nothing is ever re-sent, so a limited API is never met with a retry storm.
 */
export class SendGate {
  private pausedUntil = 0

  open(now = Date.now()): boolean {
    return now >= this.pausedUntil
  }

  answer(status: number, retryAfter: string | null, now = Date.now()) {
    if (status !== 429 && status !== 503) return
    this.pausedUntil = now + retryAfterMs(retryAfter, now)
  }
}

/** `Retry-After` as seconds or an HTTP date, in ms from `now`, bounded; a default when unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  const value = header?.trim() ?? ''
  let ms = NaN
  if (/^\d+$/.test(value)) ms = Number(value) * 1000
  else if (value) ms = Date.parse(value) - now
  if (!Number.isFinite(ms) || ms < 0) return DEFAULT_PAUSE_MS
  return Math.min(ms, MAX_PAUSE_MS)
}

export interface VitalMetric {
  name: string
  value: number
  /** The address of the navigation the metric is for (soft navigations included), where known. */
  navigationURL?: string
}

const isVital = (name: string): name is VitalName => Object.hasOwn(VITAL_RANGES, name)

/**
 * The record of one vital; null for a metric the API does not know or a utility page. The page is
 * the navigation's own where the browser says (`navigationURL`), else the page the visit landed on.
 * LCP and INP in whole milliseconds, CLS to four decimals, clamped to what the API accepts (a tab
 * left in the background can report an LCP of minutes: it is "a minute or more").
 */
export function vitalRecord(metric: VitalMetric, landedPath: string): StatisticRecord | null {
  if (!isVital(metric.name) || !Number.isFinite(metric.value)) return null
  let path = landedPath
  if (metric.navigationURL) {
    try {
      path = new URL(metric.navigationURL).pathname
    } catch {
      // keep the landing page
    }
  }
  path = path.slice(0, MAX_PATH_LENGTH)
  const kind = pageKindOf(path)
  if (!kind) return null
  const { min, max } = VITAL_RANGES[metric.name]
  const rounded =
    metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value)
  return { event: metric.name, path, kind, value: Math.min(max, Math.max(min, rounded)) }
}
