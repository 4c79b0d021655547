/**
 * The fetcher of api/courses.ts (loaded on first use, api/lazy.ts): response schemas and calls.
 */
import * as z from 'zod/mini'
import { courseListQuery, type CourseChapterParams, type CourseListParams } from '../params/courses'
import { optBool, optNum, optStr } from '../fields'
import { CALLS } from '../calls'
import type { ApiContext } from '../context'
import { fetchItem, fetchList } from '../envelope'
import type { ListResult, Result } from '../result'

export const courseSummarySchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: optStr(),
  cover: optStr(),
  level: optStr(),
  isPremium: optBool(),
  price: optNum(),
  /** The class whose payment unlocks a premium course. */
  classSlug: optStr(),
  moduleCount: optNum(),
  chapterCount: optNum(),
  durationMinutes: optNum(),
})

export const courseChapterRefSchema = z.looseObject({
  slug: z.string(),
  title: z.string(),
  order: z.number(),
  durationMinutes: optNum(),
  isFree: optBool(),
})

export const courseModuleSchema = z.looseObject({
  slug: z.string(),
  title: z.string(),
  order: z.number(),
  summary: optStr(),
  chapters: z.array(courseChapterRefSchema),
})

export const courseSchema = z.extend(courseSummarySchema, {
  description: optStr(),
  modules: z.array(courseModuleSchema),
})

export const chapterSchema = z.looseObject({
  courseSlug: z.string(),
  moduleSlug: z.string(),
  slug: z.string(),
  title: z.string(),
  order: optNum(),
  durationMinutes: optNum(),
  /** Sanitised by the page (components/RichText); null while locked. */
  content: optStr(),
  locked: optBool(),
  unlock: z.optional(
    z.nullable(
      z.looseObject({ classSlug: optStr(), className: optStr(), price: optNum(), message: optStr() }),
    ),
  ),
})

export type CourseSummary = z.infer<typeof courseSummarySchema>
export type Course = z.infer<typeof courseSchema>
export type CourseModule = z.infer<typeof courseModuleSchema>
export type CourseChapterRef = z.infer<typeof courseChapterRefSchema>
export type Chapter = z.infer<typeof chapterSchema>

/** `GET v1/course/list`. */
export function listCourses(
  ctx: ApiContext,
  p: CourseListParams = {},
  signal?: AbortSignal,
): Promise<ListResult<CourseSummary>> {
  return fetchList(ctx, CALLS.courseList, courseSummarySchema, { query: courseListQuery(p), signal })
}

/** `GET v1/course/detail (slug)`: the course and its outline. */
export function getCourse(
  ctx: ApiContext,
  p: { slug: string },
  signal?: AbortSignal,
): Promise<Result<Course>> {
  return fetchItem(ctx, CALLS.courseDetail, courseSchema, { query: { slug: p.slug }, signal })
}

/** `GET v1/course/chapter (courseSlug, chapterSlug)`: one chapter, locked or with its content. */
export function getChapter(
  ctx: ApiContext,
  p: CourseChapterParams,
  signal?: AbortSignal,
): Promise<Result<Chapter>> {
  return fetchItem(ctx, CALLS.courseChapter, chapterSchema, {
    query: { courseSlug: p.courseSlug, chapterSlug: p.chapterSlug },
    signal,
  })
}
