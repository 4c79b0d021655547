/**
 * Recorded statistics for the admin dashboard on /Welcome. SPEC §7 shows only
 * `POST v1/statistics/record`; reading them back is ours: `GET v1/statistics/summary` (admin only)
 * answers the counts per day (the 14 latest days with records) and per event name, the views per
 * page (the 50 most viewed), and the p75 of each Core Web Vital per page kind and day (the 14
 * latest days with vitals). The browser records with shell/statistics.ts.
 */
import * as z from 'zod/mini'
import { CALLS } from './calls'
import type { ApiContext } from './context'
import { fetchItem } from './envelope'
import { plainHook } from './hooks'
import type { Result } from './result'

export const statisticsSummarySchema = z.object({
  daily: z.array(z.object({ date: z.string(), event: z.string(), count: z.number() })),
  byEvent: z.array(z.object({ event: z.string(), count: z.number() })),
  /** `kind` is the page's route id (sites/routes.ts), `unknown` for records that named none. */
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
