/**
 * Classes: list, active, overview, syllabus, webinar, recent (SPEC §7). Class fields beyond the
 * implied ones are ours; unknown fields pass through.
 *
 * Serialisation rules (SPEC §7, §9): the class list sends every filter only if set, page size 6 by
 * default; active classes add the query only when `page` is given; webinars send `pageSize` from
 * `perPage`. Array filters (`programIds`) go comma-joined.
 */
import * as z from 'zod/mini'
import { optBool, optNum, optStr } from './fields'
import { CALLS } from './calls'
import type { Query } from './client'
import { PAGE_SIZE } from './constants'
import type { ApiContext } from './context'
import { fetchItem, fetchList } from './envelope'
import { paramHook, plainHook } from './hooks'
import type { ListResult, Result } from './result'

export const classSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  code: optStr(),
  classroomId: optNum(),
  name: z.string(),
  description: optStr(),
  logo: optStr(),
  state: optStr(),
  level: optStr(),
  type: optStr(),
  programId: optNum(),
  price: optNum(),
  startDate: optStr(),
  preClass: optBool(),
})

export const classOverviewSchema = z.extend(classSchema, {
  program: z.optional(z.nullable(z.object({ id: z.number(), slug: z.string(), name: z.string() }))),
  weeks: optNum(),
})

export const syllabusSchema = z.looseObject({
  classroomId: z.number(),
  classId: optNum(),
  name: optStr(),
  weeks: z.array(
    z.looseObject({ week: z.number(), title: z.string(), topics: z.optional(z.array(z.string())) }),
  ),
})

export const webinarSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  speaker: optStr(),
  speakerTitle: optStr(),
  programId: optNum(),
  cover: optStr(),
  startAt: z.string(),
  durationMinutes: optNum(),
  link: optStr(),
  isFree: optBool(),
})

export type ClassItem = z.infer<typeof classSchema>
export type ClassOverview = z.infer<typeof classOverviewSchema>
export type Syllabus = z.infer<typeof syllabusSchema>
export type Webinar = z.infer<typeof webinarSchema>

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
  level?: string
  programIds?: readonly number[]
}

export interface ClassActiveParams {
  page?: number
  perPage?: number
  state?: string
  level?: string
  programIds?: readonly number[]
  search?: string
  filterType?: string
}

export interface ClassOverviewParams {
  slug: string
}

export interface ClassSyllabusParams {
  classroomId: number
}

export interface WebinarListParams {
  page?: number
  perPage?: number
  programIds?: readonly number[]
}

/** `v1/class/list`: every filter only if set; page size defaults to 6. */
export const classListQuery = (p: ClassListParams): Query => ({
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
  level: p.level,
  programIds: p.programIds,
})

/** `v1/class/active`: no query at all unless `page` is given (SPEC §7). */
export const classActiveQuery = (p: ClassActiveParams): Query | undefined =>
  p.page === undefined
    ? undefined
    : {
        page: p.page,
        pageSize: p.perPage ?? PAGE_SIZE.class,
        state: p.state,
        level: p.level,
        programIds: p.programIds,
        search: p.search,
        'filter.type': p.filterType,
      }

export const classOverviewQuery = (p: ClassOverviewParams): Query => ({ slug: p.slug })
export const classSyllabusQuery = (p: ClassSyllabusParams): Query => ({ classroomId: p.classroomId })

/** `v1/class/webinar`: `pageSize` comes from `perPage`. */
export const webinarListQuery = (p: WebinarListParams): Query => ({
  page: p.page ?? 1,
  pageSize: p.perPage ?? PAGE_SIZE.class,
  programIds: p.programIds,
})

/** `GET v1/class/list`. */
export function listClasses(
  ctx: ApiContext,
  p: ClassListParams = {},
  signal?: AbortSignal,
): Promise<ListResult<ClassItem>> {
  return fetchList(ctx, CALLS.classList, classSchema, { query: classListQuery(p), signal })
}

/** `GET v1/class/active`: classes open for registration or running. */
export function listActiveClasses(
  ctx: ApiContext,
  p: ClassActiveParams = {},
  signal?: AbortSignal,
): Promise<ListResult<ClassItem>> {
  return fetchList(ctx, CALLS.classActive, classSchema, { query: classActiveQuery(p), signal })
}

/** `GET v1/class/overview (slug)`. */
export function getClassOverview(
  ctx: ApiContext,
  p: ClassOverviewParams,
  signal?: AbortSignal,
): Promise<Result<ClassOverview>> {
  return fetchItem(ctx, CALLS.classOverview, classOverviewSchema, { query: classOverviewQuery(p), signal })
}

/** `GET v1/class/syllabus (classroomId)`. */
export function getClassSyllabus(
  ctx: ApiContext,
  p: ClassSyllabusParams,
  signal?: AbortSignal,
): Promise<Result<Syllabus>> {
  return fetchItem(ctx, CALLS.classSyllabus, syllabusSchema, { query: classSyllabusQuery(p), signal })
}

/** `GET v1/class/webinar (page, pageSize from perPage, programIds)`. */
export function listWebinars(
  ctx: ApiContext,
  p: WebinarListParams = {},
  signal?: AbortSignal,
): Promise<ListResult<Webinar>> {
  return fetchList(ctx, CALLS.classWebinar, webinarSchema, { query: webinarListQuery(p), signal })
}

/** `GET v1/class/recent`: the newest classes, not paginated. */
export function listRecentClasses(ctx: ApiContext, signal?: AbortSignal): Promise<Result<ClassItem[]>> {
  return fetchItem(ctx, CALLS.classRecent, z.array(classSchema), { signal })
}

export const classKeys = {
  list: (tenantId: string, p: ClassListParams) => ['classes', tenantId, p] as const,
  active: (tenantId: string, p: ClassActiveParams = {}) => ['classes-active', tenantId, p] as const,
  overview: (tenantId: string, p: ClassOverviewParams) => ['class-overview', tenantId, p.slug] as const,
  syllabus: (tenantId: string, p: ClassSyllabusParams) =>
    ['class-syllabus', tenantId, p.classroomId] as const,
  webinars: (tenantId: string, p: WebinarListParams = {}) => ['webinars', tenantId, p] as const,
  recent: (tenantId: string) => ['classes-recent', tenantId] as const,
}

export const useClasses = paramHook(classKeys.list, listClasses)

export const useActiveClasses = paramHook(classKeys.active, listActiveClasses)

export const useClassOverview = paramHook(classKeys.overview, getClassOverview)

export const useClassSyllabus = paramHook(classKeys.syllabus, getClassSyllabus)

export const useWebinars = paramHook(classKeys.webinars, listWebinars)

export const useRecentClasses = plainHook(classKeys.recent, listRecentClasses)
