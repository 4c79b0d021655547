/**
 * Response envelopes of the backend and their mapping to `Result`/`ListResult`. The backend wraps
 * everything as `{ status, message, data }`, lists add `pagination` (SPEC §9 field names), batches
 * use their own paging fields (SPEC §3).
 */
import * as z from 'zod/mini'
import { request, type RequestOptions } from './client'
import type { ApiContext } from './context'
import { fail, failList, ok, okList, type ListResult, type Pagination, type Result } from './result'
import { MESSAGES, type Prefixes } from './messages'
import type { CallSpec } from './spec'

export { prefixed, type Prefixes } from './messages'

export const paginationSchema = z.object({
  page: z.number(),
  perPage: z.number(),
  totalItems: z.number(),
  totalPages: z.number(),
})

export function itemEnvelope<T extends z.core.$ZodType>(data: T) {
  return z.object({ status: z.optional(z.boolean()), message: z.optional(z.string()), data })
}

export function listEnvelope<T extends z.core.$ZodType>(item: T) {
  return z.object({
    status: z.optional(z.boolean()),
    message: z.optional(z.string()),
    data: z.array(item),
    pagination: paginationSchema,
  })
}

/** A refusal in the envelope's own words (`status: false`), whatever the HTTP status said. */
const refusalEnvelope = z.object({ status: z.literal(false), message: z.optional(z.string()) })

/** One detail or action call → `Result<T>`. */
export async function fetchItem<T>(
  ctx: ApiContext,
  spec: CallSpec,
  schema: z.ZodMiniType<T>,
  opts: RequestOptions = {},
  prefixes?: Prefixes,
): Promise<Result<T>> {
  const envelope = z.union([refusalEnvelope, itemEnvelope(schema)])
  const res = await request(
    ctx,
    spec,
    envelope as unknown as z.ZodMiniType<{ status: false; message?: string } | { message?: string; data: T }>,
    opts,
  )
  if (!res.ok) return fail((prefixes?.failure ?? '') + res.message, res.httpStatus, res.retryAfter)
  if (!('data' in res.body))
    return fail((prefixes?.failure ?? '') + (res.body.message ?? MESSAGES.refused), res.httpStatus)
  return ok(res.body.data, (prefixes?.success ?? '') + (res.body.message ?? 'OK'))
}

/** One list call → `ListResult<T>`; a failure resets the list to null. */
export async function fetchList<T>(
  ctx: ApiContext,
  spec: CallSpec,
  item: z.ZodMiniType<T>,
  opts: RequestOptions = {},
  prefixes?: Prefixes,
): Promise<ListResult<T>> {
  const envelope = listEnvelope(item)
  const res = await request(
    ctx,
    spec,
    envelope as unknown as z.ZodMiniType<{ message?: string; data: T[]; pagination: Pagination }>,
    opts,
  )
  if (!res.ok) return failList((prefixes?.failure ?? '') + res.message)
  return okList(res.body.data, res.body.pagination, (prefixes?.success ?? '') + (res.body.message ?? 'OK'))
}
