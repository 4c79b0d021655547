/**
 * Classes: list, active, overview, syllabus, webinar, recent (SPEC §7). Class fields beyond the
 * implied ones are ours; unknown fields pass through.
 *
 * Serialisation rules (SPEC §7, §9): the class list sends every filter only if set, page size 6 by
 * default; active classes add the query only when `page` is given; webinars send `pageSize` from
 * `perPage`. Array filters (`programIds`) go comma-joined.
 */
import type { Query } from './client'
import { PAGE_SIZE } from './constants'
import { paramHook, plainHook } from './hooks'

import { lazyCalls } from './lazy'
import type { ClassItem, ClassOverview, Syllabus, Webinar } from './schemas/classes'

export type { ClassItem, ClassOverview, Syllabus, Webinar }

const call = lazyCalls(() => import('./fetchers/classes'))

export const listClasses = call('listClasses')
export const listActiveClasses = call('listActiveClasses')
export const getClassOverview = call('getClassOverview')
export const getClassSyllabus = call('getClassSyllabus')
export const listWebinars = call('listWebinars')
export const listRecentClasses = call('listRecentClasses')

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

export const useClasses = paramHook(classKeys.list, listClasses)

export const useActiveClasses = paramHook(classKeys.active, listActiveClasses)

export const useClassOverview = paramHook(classKeys.overview, getClassOverview)

export const useClassSyllabus = paramHook(classKeys.syllabus, getClassSyllabus)

export const useWebinars = paramHook(classKeys.webinars, listWebinars)

export const useRecentClasses = plainHook(classKeys.recent, listRecentClasses)
