/**
 * What a call of api/logger.ts sends and how it is keyed: parameters, payloads, query builders and
 * fixed values. Both the domain module and its fetcher (api/fetchers/logger.ts) read it, so neither
 * imports the other.
 */

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

/** Payload not shown in SPEC §7; ours: an event name, optionally the page path, a number and details. */
export interface StatisticRecord {
  event: string
  path?: string
  value?: number
  meta?: Record<string, unknown>
}
