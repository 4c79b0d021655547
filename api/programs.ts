/**
 * Programs (paths not shown in SPEC §7; ours, see api/README.md): list with filters, filter options,
 * a program by id or slug, active programs and their detail, schools per program, leaderboards, AWS programs.
 *
 * Page sizes (SPEC §9): program lists 6, schools per program 10; leaderboards 10 (our choice).
 * Every filter is sent only if set; array filters go comma-joined; `filterType` goes as `filter.type`
 * like the class calls.
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

const idList = () => z.optional(z.nullable(z.array(z.number())))
const named = z.object({ id: z.number(), slug: z.string(), name: z.string() })

/** Leaderboards are paged 10 a row-page (the spec leaves it open). */
export const LEADERBOARD_PAGE_SIZE = 10

export const programSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  summary: optStr(),
  description: optStr(),
  logo: optStr(),
  cover: optStr(),
  state: optStr(),
  level: optStr(),
  type: optStr(),
  categoryId: optNum(),
  category: z.optional(z.nullable(named)),
  partner: optStr(),
  isAws: optBool(),
  registrarCityIds: idList(),
  heldCityIds: idList(),
  registrationStart: optStr(),
  registrationEnd: optStr(),
  startDate: optStr(),
  endDate: optStr(),
  quota: optNum(),
  price: optNum(),
})

export const programBatchSchema = z.looseObject({
  id: z.number(),
  programId: z.number(),
  name: z.string(),
  startDate: optStr(),
  endDate: optStr(),
  quota: optNum(),
  registered: optNum(),
  isActive: optBool(),
})

export const activeProgramSchema = z.extend(programSchema, {
  batches: z.optional(z.nullable(z.array(programBatchSchema))),
})

export const programFiltersSchema = z.looseObject({
  states: z.array(z.string()),
  levels: z.array(z.string()),
  types: z.array(z.string()),
  categories: z.array(named),
  cities: z.array(z.looseObject({ id: z.number(), name: z.string(), province: optStr() })),
})

export const programSchoolSchema = z.looseObject({
  id: z.number(),
  programId: optNum(),
  npsn: optStr(),
  name: z.string(),
  cityId: optNum(),
  city: optStr(),
  province: optStr(),
  teams: optNum(),
  registeredAt: optStr(),
})

export const leaderboardRowSchema = z.looseObject({
  rank: z.number(),
  programId: optNum(),
  teamName: z.string(),
  schoolName: optStr(),
  city: optStr(),
  score: z.number(),
  solved: optNum(),
})

export type Program = z.infer<typeof programSchema>
export type ActiveProgram = z.infer<typeof activeProgramSchema>
export type ProgramFilters = z.infer<typeof programFiltersSchema>
export type ProgramSchool = z.infer<typeof programSchoolSchema>
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>

export interface ProgramListParams {
  page?: number
  perPage?: number
  state?: string
  level?: string
  programIds?: readonly number[]
  search?: string
  filterType?: string
  registrarCityIds?: readonly number[]
  heldCityIds?: readonly number[]
  categoryId?: number
}

export interface PageParams {
  page?: number
  perPage?: number
}

export interface ProgramSchoolsParams extends PageParams {
  programId: number
  search?: string
}

export interface LeaderboardParams extends PageParams {
  programId: number
}

export const programListQuery = (p: ProgramListParams): Query => ({
  page: p.page ?? 1,
  pageSize: p.perPage ?? PAGE_SIZE.program,
  state: p.state,
  level: p.level,
  programIds: p.programIds,
  search: p.search,
  'filter.type': p.filterType,
  registrarCityIds: p.registrarCityIds,
  heldCityIds: p.heldCityIds,
  categoryId: p.categoryId,
})

const pageQuery = (p: PageParams, size: number): Query => ({ page: p.page ?? 1, pageSize: p.perPage ?? size })

export const programActiveQuery = (p: PageParams): Query => pageQuery(p, PAGE_SIZE.program)
export const awsProgramsQuery = (p: PageParams): Query => pageQuery(p, PAGE_SIZE.program)
export const programSchoolsQuery = (p: ProgramSchoolsParams): Query => ({
  ...pageQuery(p, PAGE_SIZE.schoolsPerProgram),
  search: p.search,
})
export const leaderboardQuery = (p: LeaderboardParams): Query => pageQuery(p, LEADERBOARD_PAGE_SIZE)

/** `GET v1/program/list`. */
export function listPrograms(
  ctx: ApiContext,
  p: ProgramListParams = {},
  signal?: AbortSignal,
): Promise<ListResult<Program>> {
  return fetchList(ctx, CALLS.programList, programSchema, { query: programListQuery(p), signal })
}

/** `GET v1/program/filters`: the options the program list filters by. */
export function getProgramFilters(ctx: ApiContext, signal?: AbortSignal): Promise<Result<ProgramFilters>> {
  return fetchItem(ctx, CALLS.programFilters, programFiltersSchema, { signal })
}

/** `GET v1/program/active`: programs open for registration or running. */
export function listActivePrograms(
  ctx: ApiContext,
  p: PageParams = {},
  signal?: AbortSignal,
): Promise<ListResult<Program>> {
  return fetchList(ctx, CALLS.programActive, programSchema, { query: programActiveQuery(p), signal })
}

/** `GET v1/program/active/{id}`: an active program with its batches. */
export function getActiveProgram(
  ctx: ApiContext,
  p: { id: number },
  signal?: AbortSignal,
): Promise<Result<ActiveProgram>> {
  return fetchItem(ctx, CALLS.programActiveDetail, activeProgramSchema, { pathParams: { id: p.id }, signal })
}

/** A program by id or by slug (program pages: `/Program/{slug}`, `/Program/{id}/{slug}`). */
export type ProgramDetailParams = { id: number; slug?: never } | { slug: string; id?: never }

export const programDetailQuery = (p: ProgramDetailParams): Query => ({ id: p.id, slug: p.slug })

/** `GET v1/program/detail (id or slug)`: any program, with its batches. */
export function getProgram(
  ctx: ApiContext,
  p: ProgramDetailParams,
  signal?: AbortSignal,
): Promise<Result<ActiveProgram>> {
  return fetchItem(ctx, CALLS.programDetail, activeProgramSchema, { query: programDetailQuery(p), signal })
}

/** `GET v1/program/{programId}/schools`: 10 a page by default. */
export function listProgramSchools(
  ctx: ApiContext,
  p: ProgramSchoolsParams,
  signal?: AbortSignal,
): Promise<ListResult<ProgramSchool>> {
  return fetchList(ctx, CALLS.programSchools, programSchoolSchema, {
    pathParams: { programId: p.programId },
    query: programSchoolsQuery(p),
    signal,
  })
}

/** `GET v1/program/{programId}/leaderboard`: ranked teams, best first. */
export function listLeaderboard(
  ctx: ApiContext,
  p: LeaderboardParams,
  signal?: AbortSignal,
): Promise<ListResult<LeaderboardRow>> {
  return fetchList(ctx, CALLS.leaderboards, leaderboardRowSchema, {
    pathParams: { programId: p.programId },
    query: leaderboardQuery(p),
    signal,
  })
}

/** `GET v1/program/aws`: programs run with AWS. */
export function listAwsPrograms(
  ctx: ApiContext,
  p: PageParams = {},
  signal?: AbortSignal,
): Promise<ListResult<Program>> {
  return fetchList(ctx, CALLS.awsPrograms, programSchema, { query: awsProgramsQuery(p), signal })
}

export const programKeys = {
  list: (tenantId: string, p: ProgramListParams = {}) => ['programs', tenantId, p] as const,
  filters: (tenantId: string) => ['program-filters', tenantId] as const,
  active: (tenantId: string, p: PageParams = {}) => ['programs-active', tenantId, p] as const,
  activeDetail: (tenantId: string, p: { id: number }) => ['program-active', tenantId, p.id] as const,
  detail: (tenantId: string, p: ProgramDetailParams) => ['program', tenantId, p.id ?? p.slug] as const,
  schools: (tenantId: string, p: ProgramSchoolsParams) => ['program-schools', tenantId, p] as const,
  leaderboard: (tenantId: string, p: LeaderboardParams) => ['program-leaderboard', tenantId, p] as const,
  aws: (tenantId: string, p: PageParams = {}) => ['programs-aws', tenantId, p] as const,
}

export const usePrograms = paramHook(programKeys.list, listPrograms)

export const useProgramFilters = plainHook(programKeys.filters, getProgramFilters)

export const useActivePrograms = paramHook(programKeys.active, listActivePrograms)

export const useActiveProgram = paramHook(programKeys.activeDetail, getActiveProgram)

export const useProgram = paramHook(programKeys.detail, getProgram)

export const useProgramSchools = paramHook(programKeys.schools, listProgramSchools)

export const useLeaderboard = paramHook(programKeys.leaderboard, listLeaderboard)

export const useAwsPrograms = paramHook(programKeys.aws, listAwsPrograms)
