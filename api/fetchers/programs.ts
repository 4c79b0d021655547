/**
 * The fetcher of api/programs.ts (loaded on first use, api/lazy.ts): response schemas and calls.
 */
import * as z from 'zod/mini'
import {
  awsProgramsQuery,
  leaderboardQuery,
  programActiveQuery,
  programDetailQuery,
  programListQuery,
  programSchoolsQuery,
  type LeaderboardParams,
  type PageParams,
  type ProgramDetailParams,
  type ProgramListParams,
  type ProgramSchoolsParams,
} from '../params/programs'
import { optBool, optNum, optStr } from '../fields'
import { CALLS } from '../calls'
import type { ApiContext } from '../context'
import { fetchItem, fetchList } from '../envelope'
import type { ListResult, Result } from '../result'

const idList = () => z.optional(z.nullable(z.array(z.number())))
const named = z.object({ id: z.number(), slug: z.string(), name: z.string() })

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
