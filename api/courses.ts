/**
 * Self-paced courses (paths not shown in SPEC §7; ours, api/README.md): a course is modules of
 * chapters. `v1/course/list` pages courses (6 a page, `premium` true/false narrows to premium or
 * free courses), `v1/course/detail (slug)` answers the course with its outline (no chapter text),
 * `v1/course/chapter (courseSlug, chapterSlug)` answers one chapter. A premium chapter the visitor
 * has not unlocked comes back `locked: true` with `content: null` and `unlock` naming the class whose
 * payment opens it; free preview chapters of a premium course carry `isFree: true`.
 */
import type { Query } from './client'
import { PAGE_SIZE } from './constants'
import { paramHook } from './hooks'

import { lazyCalls } from './lazy'
import type { CourseSummary, Course, CourseModule, CourseChapterRef, Chapter } from './schemas/courses'

export type { CourseSummary, Course, CourseModule, CourseChapterRef, Chapter }

const call = lazyCalls(() => import('./fetchers/courses'))

export const listCourses = call('listCourses')
export const getCourse = call('getCourse')
export const getChapter = call('getChapter')

export interface CourseListParams {
  page?: number
  perPage?: number
  search?: string
  premium?: boolean
}

export interface CourseChapterParams {
  courseSlug: string
  chapterSlug: string
}

export const courseListQuery = (p: CourseListParams): Query => ({
  page: p.page ?? 1,
  pageSize: p.perPage ?? PAGE_SIZE.class,
  search: p.search,
  premium: p.premium,
})

export const courseKeys = {
  list: (tenantId: string, p: CourseListParams) => ['courses', tenantId, p] as const,
  detail: (tenantId: string, p: { slug: string }) => ['course', tenantId, p.slug] as const,
  chapter: (tenantId: string, p: CourseChapterParams) =>
    ['course-chapter', tenantId, p.courseSlug, p.chapterSlug] as const,
}

export const useCourses = paramHook(courseKeys.list, listCourses)

export const useCourse = paramHook(courseKeys.detail, getCourse)

export const useChapter = paramHook(courseKeys.chapter, getChapter)
