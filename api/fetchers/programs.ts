/**
 * The fetcher of api/programs.ts (loaded on first use, api/lazy.ts): response schemas and calls.
 */
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
} from '../programs'
import { CALLS } from '../calls'
import type { ApiContext } from '../context'
import { fetchItem, fetchList } from '../envelope'
import type { ListResult, Result } from '../result'
import {
  programSchema,
  activeProgramSchema,
  programFiltersSchema,
  programSchoolSchema,
  leaderboardRowSchema,
  type Program,
  type ActiveProgram,
  type ProgramFilters,
  type ProgramSchool,
  type LeaderboardRow,
} from '../schemas/programs'

export * from '../schemas/programs'

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
