/**
 * Classes: list, active, overview, syllabus, webinar, recent (SPEC §7). Class fields beyond the
 * implied ones are ours; unknown fields pass through.
 */
import * as z from 'zod/mini'
import { CALLS } from './calls'
import { PAGE_SIZE } from './constants'
import type { ApiContext } from './context'
import { fetchList } from './envelope'
import type { ListResult } from './result'

export const classSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  code: z.optional(z.nullable(z.string())),
  classroomId: z.optional(z.nullable(z.number())),
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  logo: z.optional(z.nullable(z.string())),
  state: z.optional(z.nullable(z.string())),
  level: z.optional(z.nullable(z.string())),
  type: z.optional(z.nullable(z.string())),
  programId: z.optional(z.nullable(z.number())),
  price: z.optional(z.nullable(z.number())),
  startDate: z.optional(z.nullable(z.string())),
})

export type ClassItem = z.infer<typeof classSchema>

export interface ClassListParams {
  page?: number
  perPage?: number
  state?: string
  search?: string
  sort?: string
  type?: string
  filterType?: string
  programId?: number
  all?: boolean
  preClass?: boolean
}

/** `v1/class/list`: every filter is sent only if set (SPEC §7); the page size defaults to 6 (SPEC §9). */
export function listClasses(
  ctx: ApiContext,
  p: ClassListParams = {},
  signal?: AbortSignal,
): Promise<ListResult<ClassItem>> {
  const query = {
    page: p.page,
    pageSize: p.perPage ?? PAGE_SIZE.class,
    state: p.state,
    search: p.search,
    sort: p.sort,
    type: p.type,
    'filter.type': p.filterType,
    programId: p.programId,
    all: p.all,
    preClass: p.preClass,
  }
  return fetchList(ctx, CALLS.classList, classSchema, { query, signal })
}

export const classKeys = {
  list: (tenantId: string, p: ClassListParams) => ['classes', tenantId, p] as const,
}
