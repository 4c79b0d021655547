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
 * Payload not shown in SPEC §7; ours: an event name, optionally the page path (no query string),
 * the page kind (its route id in sites/routes.ts), a number and details. The browser sends page views
 * (`page_view`) and Core Web Vitals (`LCP`, `INP` in ms, `CLS`) in batches (shell/statistics.ts).
 */
export interface StatisticRecord {
  event: string
  path?: string
  kind?: string
  value?: number
  meta?: Record<string, unknown>
}
