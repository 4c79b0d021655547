/**
 * The fetcher of api/batches.ts (loaded on first use, api/lazy.ts): response schemas and calls.
 */
import * as z from 'zod/mini'
import { batchListQuery, type BatchListParams } from '../params/batches'
import { optNum, optStr } from '../fields'
import { CALLS } from '../calls'
import { request } from '../client'
import type { ApiContext } from '../context'
import { fetchItem } from '../envelope'
import { programBatchSchema } from '../fetchers/programs'
import { failList, okList, type ListResult, type Pagination, type Result } from '../result'

/** An active batch: the batch a program page lists, plus the program it belongs to. */
export const batchSchema = z.extend(programBatchSchema, {
  program: z.optional(z.nullable(z.object({ id: z.number(), slug: z.string(), name: z.string() }))),
})

export const batchPageSchema = z.object({
  status: z.optional(z.boolean()),
  message: z.optional(z.string()),
  data: z.array(batchSchema),
  page: z.object({ current_page: z.number(), last_page: z.number() }),
  data_count: z.object({ per_page: z.number(), total_data: z.number() }),
})

export const silabusSchema = z.looseObject({
  programId: z.number(),
  programName: optStr(),
  totalHours: optNum(),
  modules: z.array(
    z.looseObject({
      order: z.number(),
      title: z.string(),
      description: optStr(),
      durationHours: optNum(),
      topics: z.optional(z.array(z.string())),
    }),
  ),
})

export const mentorSchema = z.looseObject({
  id: z.number(),
  name: z.string(),
  title: optStr(),
  company: optStr(),
  expertise: z.optional(z.nullable(z.array(z.string()))),
  avatar: optStr(),
  linkedin: optStr(),
  programIds: z.optional(z.nullable(z.array(z.number()))),
})

export type Batch = z.infer<typeof batchSchema>
export type Silabus = z.infer<typeof silabusSchema>
export type Mentor = z.infer<typeof mentorSchema>

/** The backend's batch paging fields → SPEC §9's pagination. */
export function batchPagination(
  body: Pick<z.infer<typeof batchPageSchema>, 'page' | 'data_count'>,
): Pagination {
  return {
    page: body.page.current_page,
    perPage: body.data_count.per_page,
    totalItems: body.data_count.total_data,
    totalPages: body.page.last_page,
  }
}

/** `GET batch/active (page, perPage)`. */
export async function listActiveBatches(
  ctx: ApiContext,
  p: BatchListParams = {},
  signal?: AbortSignal,
): Promise<ListResult<Batch>> {
  const res = await request(ctx, CALLS.batchActive, batchPageSchema, { query: batchListQuery(p), signal })
  if (!res.ok) return failList(res.message)
  return okList(res.body.data, batchPagination(res.body), res.body.message ?? 'OK')
}

/** `GET silabus/{programId}`. */
export function getSilabus(
  ctx: ApiContext,
  p: { programId: number },
  signal?: AbortSignal,
): Promise<Result<Silabus>> {
  return fetchItem(ctx, CALLS.silabus, silabusSchema, { pathParams: { programId: p.programId }, signal })
}

/** `GET active/mentors`: every active mentor, not paginated. */
export function listActiveMentors(ctx: ApiContext, signal?: AbortSignal): Promise<Result<Mentor[]>> {
  return fetchItem(ctx, CALLS.activeMentors, z.array(mentorSchema), { signal })
}
