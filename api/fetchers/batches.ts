/**
 * The fetcher of api/batches.ts (loaded on first use, api/lazy.ts): response schemas and calls.
 */
import * as z from 'zod/mini'
import { batchListQuery, type BatchListParams } from '../batches'
import { CALLS } from '../calls'
import { request } from '../client'
import type { ApiContext } from '../context'
import { fetchItem } from '../envelope'
import { failList, okList, type ListResult, type Pagination, type Result } from '../result'
import {
  batchPageSchema,
  silabusSchema,
  mentorSchema,
  type Batch,
  type Silabus,
  type Mentor,
} from '../schemas/batches'

export * from '../schemas/batches'

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
