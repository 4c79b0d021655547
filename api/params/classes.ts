/**
 * What a call of api/classes.ts sends and how it is keyed: parameters, payloads, query builders and
 * fixed values. Both the domain module and its fetcher (api/fetchers/classes.ts) read it, so neither
 * imports the other.
 */
import type { Query } from '../client'
import { PAGE_SIZE } from '../constants'

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

export const classKeys = {
  list: (tenantId: string, p: ClassListParams) => ['classes', tenantId, p] as const,
  active: (tenantId: string, p: ClassActiveParams = {}) => ['classes-active', tenantId, p] as const,
  overview: (tenantId: string, p: ClassOverviewParams) => ['class-overview', tenantId, p.slug] as const,
  syllabus: (tenantId: string, p: ClassSyllabusParams) =>
    ['class-syllabus', tenantId, p.classroomId] as const,
  webinars: (tenantId: string, p: WebinarListParams = {}) => ['webinars', tenantId, p] as const,
  recent: (tenantId: string) => ['classes-recent', tenantId] as const,
}
