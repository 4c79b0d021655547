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
} from '../classes'
import { CALLS } from '../calls'
import type { ApiContext } from '../context'
import { fetchItem, fetchList } from '../envelope'
import type { ListResult, Result } from '../result'
import {
  classSchema,
  classOverviewSchema,
  syllabusSchema,
  webinarSchema,
  type ClassItem,
  type ClassOverview,
  type Syllabus,
  type Webinar,
} from '../schemas/classes'

export * from '../schemas/classes'

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
