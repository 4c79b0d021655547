/**
 * Click logging and statistics (SPEC §3, §4, §7, §8). A click log record is `{ from, to, type,
 * timestamp }`; failures are only logged, with the console tags of SPEC §8, never shown to users.
 * `logPageLoadOnce` sends the page-load log once per browser session and sets the session flag only
 * after the call succeeded, so a failure is retried on the next page (SPEC §4).
 */
import * as z from 'zod/mini'
import { CALLS } from './calls'
import type { ApiContext } from './context'
import { fetchItem } from './envelope'
import type { Result } from './result'

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

const idSchema = z.object({ id: z.number() })

export async function logClick(
  ctx: ApiContext,
  log: ClickLog,
  signal?: AbortSignal,
): Promise<Result<{ id: number }>> {
  const body = {
    from: log.from,
    to: log.to,
    type: log.type,
    timestamp: log.timestamp ?? new Date().toISOString(),
  }
  const res = await fetchItem(ctx, CALLS.clickLog, idSchema, { body, signal })
  if (!res.status) console.error(CLICK_LOG_ERROR_TAGS[log.type], res.message)
  return res
}

/** Sends the page-load log unless this session already logged it; the flag is set only on success. */
export async function logPageLoadOnce(
  ctx: ApiContext,
  session: Pick<Storage, 'getItem' | 'setItem'>,
  page: { from: string; to: string },
  signal?: AbortSignal,
): Promise<Result<{ id: number }> | null> {
  if (session.getItem(PAGE_LOAD_SESSION_KEY)) return null
  const res = await logClick(ctx, { ...page, type: 'page_load' }, signal)
  if (res.status) session.setItem(PAGE_LOAD_SESSION_KEY, '1')
  return res
}

/** Payload not shown in SPEC §7; ours: an event name, optionally the page path, a number and details. */
export interface StatisticRecord {
  event: string
  path?: string
  value?: number
  meta?: Record<string, unknown>
}

export function recordStatistic(
  ctx: ApiContext,
  record: StatisticRecord,
  signal?: AbortSignal,
): Promise<Result<{ id: number }>> {
  return fetchItem(ctx, CALLS.statisticsRecord, idSchema, { body: record, signal })
}
