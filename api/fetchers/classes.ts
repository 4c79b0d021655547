/**
 * The fetcher of api/classes.ts (loaded on first use, api/lazy.ts): response schemas and calls.
 */
import * as z from 'zod/mini'
import {
  classActiveQuery,
  classListQuery,
  classOverviewQuery,
  classSyllabusQuery,
  webinarListQuery,
  type ClassActiveParams,
  type ClassListParams,
  type ClassOverviewParams,
  type ClassSyllabusParams,
  type WebinarListParams,
} from '../params/classes'
import { optBool, optNum, optStr } from '../fields'
import { CALLS } from '../calls'
import type { ApiContext } from '../context'
import { fetchItem, fetchList } from '../envelope'
import type { ListResult, Result } from '../result'

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
