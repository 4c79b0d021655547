/**
 * Click logging and statistics (SPEC §3, §4, §7, §8). A click log record is `{ from, to, type,
 * timestamp }`; failures are only logged, with the console tags of SPEC §8, never shown to users.
 * `logPageLoadOnce` sends the page-load log once per browser session and sets the session flag only
 * after the call succeeded, so a failure is retried on the next page (SPEC §4).
 */

import { lazyCalls } from './lazy'

const call = lazyCalls(() => import('./fetchers/logger'))

export const logClick = call('logClick')
export const logPageLoadOnce = call('logPageLoadOnce')
export const recordStatistic = call('recordStatistic')

export const CLICK_TYPES = ['page_load', 'internal_navigation', 'external'] as const
export type ClickType = (typeof CLICK_TYPES)[number]

export interface ClickLog {
  from: string
  to: string
  type: ClickType
  /** ISO time; defaults to now. */
  timestamp?: string
}

/** SPEC §8's console tags, per click type. */
export const CLICK_LOG_ERROR_TAGS: Record<ClickType, string> = {
  page_load: 'page load log API error',
  internal_navigation: 'internal click log API error',
  external: 'external click log API error',
}

export const PAGE_LOAD_SESSION_KEY = 'page-load-logged'

/**
 * Payload not shown in SPEC §7; ours (api/README.md has the whole contract): an event name, the page
 * path (no query string), the page kind (sites/pageKinds.ts) and, for a Core Web Vital, its value.
 * The browser sends page views (`page_view`) and Core Web Vitals (`LCP`, `INP` in ms, `CLS`) in
 * batches (shell/statistics.ts); the API refuses any other field, event name or kind, and a vital
 * outside `VITAL_RANGES`.
 */
export interface StatisticRecord {
  event: StatisticEvent
  path?: string
  kind?: string
  value?: number
}

export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const
export type VitalName = (typeof VITAL_NAMES)[number]
export type StatisticEvent = 'page_view' | 'class_view' | 'register' | 'payment' | VitalName

/**
 * The values the API accepts, inclusive: what a browser can really measure (LCP and INP in ms). The
 * browser clamps a measured extreme to these bounds, so what it sends is never refused.
 */
export const VITAL_RANGES: Record<VitalName, { min: number; max: number }> = {
  LCP: { min: 0, max: 60_000 },
  INP: { min: 0, max: 30_000 },
  CLS: { min: 0, max: 10 },
}

/** Records a batch may carry, and its body's bytes: beyond either the API answers 413. */
export const MAX_RECORDS_PER_BATCH = 50
export const MAX_BATCH_BYTES = 32 * 1024
export const MAX_PATH_LENGTH = 512
