/**
 * Recorded statistics for the admin dashboard on /Welcome. SPEC §7 shows only
 * `POST v1/statistics/record`; reading them back is ours: `GET v1/statistics/summary` (admin only)
 * answers, over a calendar window of the latest 14 days (UTC, `window`), the counts per day and per
 * event name, the views per page kind (sites/pageKinds.ts) and of the 20 most viewed pages, and the
 * p75 of each Core Web Vital per page kind and day. The browser records with shell/statistics.ts.
 */
import * as z from 'zod/mini'
import { CALLS } from './calls'
import type { ApiContext } from './context'
import { fetchItem } from './envelope'
import { plainHook } from './hooks'
import type { Result } from './result'

export const statisticsSummarySchema = z.object({
  /** The days summarised, YYYY-MM-DD, both included: a day inside without records is a gap. */
  window: z.object({ from: z.string(), to: z.string() }),
  daily: z.array(z.object({ date: z.string(), event: z.string(), count: z.number() })),
  byEvent: z.array(z.object({ event: z.string(), count: z.number() })),
  /** `kind` is a page kind of sites/pageKinds.ts. */
  kinds: z.array(z.object({ kind: z.string(), views: z.number() })),
  pages: z.array(z.object({ path: z.string(), kind: z.string(), views: z.number() })),
  vitals: z.array(
    z.object({
      date: z.string(),
      kind: z.string(),
      metric: z.enum(['LCP', 'INP', 'CLS']),
      p75: z.number(),
      samples: z.number(),
    }),
  ),
})
export type StatisticsSummary = z.infer<typeof statisticsSummarySchema>

export function getStatisticsSummary(
  ctx: ApiContext,
  signal?: AbortSignal,
): Promise<Result<StatisticsSummary>> {
  return fetchItem(ctx, CALLS.statisticsSummary, statisticsSummarySchema, { signal })
}

export const statisticsSummaryKey = (tenantId: string) => ['statistics-summary', tenantId] as const

export const useStatisticsSummary = plainHook(statisticsSummaryKey, getStatisticsSummary)
