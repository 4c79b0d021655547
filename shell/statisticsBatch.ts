/**
 * The pure part of the statistics sender (shell/statisticsSender.ts): the queue that batches
 * records, the beacon body, and the record a Core Web Vital becomes.
 */
import type { StatisticRecord } from '../api/logger'
import { findRoute } from '../sites/routes'

/** The page kind a path is: its route id, or `notFound` for a path no page serves. */
export function pageKind(path: string): string {
  return findRoute(path, true)?.id ?? 'notFound'
}

/** A page view of `path` (a pathname; anything after `?` or `#` is dropped all the same). */
export function pageViewRecord(path: string): StatisticRecord {
  const clean = path.replace(/[?#].*$/, '') || '/'
  return { event: 'page_view', path: clean, kind: pageKind(clean) }
}

/** Records per beacon: a beacon's body is small (browsers cap the bytes queued at about 64 KB). */
export const MAX_BATCH = 20
/** A batch goes out at the latest this long after its first record, or when the page is hidden. */
export const FLUSH_DELAY_MS = 10_000

/** The beacon's body: JSON, sent as text/plain (no CORS preflight), with the tenant it is for. */
export function beaconBody(tenant: string, records: readonly StatisticRecord[]): string {
  return JSON.stringify({ tenant, records })
}

/**
 * Records waiting to be sent, in order. `flush` sends them `max` at a time through `send` (a beacon:
 * true when the browser queued it); a batch the browser refused stays, with everything after it,
 * for the next flush.
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

  /** Adds a record; true when a full batch is waiting and should go now. */
  add(record: StatisticRecord): boolean {
    this.records.push(record)
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

export interface VitalMetric {
  name: string
  value: number
  /** The address of the navigation the metric is for (soft navigations included), where known. */
  navigationURL?: string
}

/**
 * The record of one vital. The page is the navigation's own where the browser says (`navigationURL`),
 * else the page the visit landed on. LCP and INP in whole milliseconds, CLS to four decimals.
 */
export function vitalRecord(metric: VitalMetric, landedPath: string): StatisticRecord {
  let path = landedPath
  if (metric.navigationURL) {
    try {
      path = new URL(metric.navigationURL).pathname
    } catch {
      // keep the landing page
    }
  }
  const value = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value)
  return { event: metric.name, path, kind: pageKind(path), value }
}
