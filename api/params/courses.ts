/**
 * What a call of api/courses.ts sends and how it is keyed: parameters, payloads, query builders and
 * fixed values. Both the domain module and its fetcher (api/fetchers/courses.ts) read it, so neither
 * imports the other.
 */
import type { Query } from '../client'
import { PAGE_SIZE } from '../constants'

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
