/**
 * The fetcher of api/logger.ts (loaded on first use, api/lazy.ts): response schemas and calls.
 */
import * as z from 'zod/mini'
import { CLICK_LOG_ERROR_TAGS, PAGE_LOAD_SESSION_KEY, type ClickLog, type StatisticRecord } from '../logger'
import { CALLS } from '../calls'
import type { ApiContext } from '../context'
import { fetchItem } from '../envelope'
import type { Result } from '../result'

const idSchema = z.object({ id: z.number() })
const acceptedSchema = z.object({ accepted: z.number() })

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

export function recordStatistic(
  ctx: ApiContext,
  record: StatisticRecord,
  signal?: AbortSignal,
): Promise<Result<{ accepted: number }>> {
  return fetchItem(ctx, CALLS.statisticsRecord, acceptedSchema, { body: record, signal })
}
