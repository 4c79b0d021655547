/**
 * The fetcher of api/courses.ts (loaded on first use, api/lazy.ts): response schemas and calls.
 */
import { courseListQuery, type CourseChapterParams, type CourseListParams } from '../courses'
import { CALLS } from '../calls'
import type { ApiContext } from '../context'
import { fetchItem, fetchList } from '../envelope'
import type { ListResult, Result } from '../result'
import {
  courseSummarySchema,
  courseSchema,
  chapterSchema,
  type CourseSummary,
  type Course,
  type Chapter,
} from '../schemas/courses'

export * from '../schemas/courses'

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
