/**
 * Classes: list, active, overview, syllabus, webinar, recent (SPEC §7). Class fields beyond the
 * implied ones are ours; unknown fields pass through.
 *
 * Serialisation rules (SPEC §7, §9): the class list sends every filter only if set, page size 6 by
 * default; active classes add the query only when `page` is given; webinars send `pageSize` from
 * `perPage`. Array filters (`programIds`) go comma-joined.
 */
import { paramHook, plainHook } from './hooks'
import { lazyCalls } from './lazy'
import type { ClassItem, ClassOverview, Syllabus, Webinar } from './fetchers/classes'
import { classKeys } from './params/classes'

export * from './params/classes'

export type { ClassItem, ClassOverview, Syllabus, Webinar }

const call = lazyCalls(() => import('./fetchers/classes'))

export const listClasses = call('listClasses')
export const listActiveClasses = call('listActiveClasses')
export const getClassOverview = call('getClassOverview')
export const getClassSyllabus = call('getClassSyllabus')
export const listWebinars = call('listWebinars')
export const listRecentClasses = call('listRecentClasses')

export const useClasses = paramHook(classKeys.list, listClasses)

export const useActiveClasses = paramHook(classKeys.active, listActiveClasses)

export const useClassOverview = paramHook(classKeys.overview, getClassOverview)

export const useClassSyllabus = paramHook(classKeys.syllabus, getClassSyllabus)

export const useWebinars = paramHook(classKeys.webinars, listWebinars)

export const useRecentClasses = plainHook(classKeys.recent, listRecentClasses)
