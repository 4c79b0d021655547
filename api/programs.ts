/**
 * Programs (paths not shown in SPEC §7; ours, see api/README.md): list with filters, filter options,
 * a program by id or slug, active programs and their detail, schools per program, leaderboards, AWS programs.
 *
 * Page sizes (SPEC §9): program lists 6, schools per program 10; leaderboards 10 (our choice).
 * Every filter is sent only if set; array filters go comma-joined; `filterType` goes as `filter.type`
 * like the class calls.
 */
import type { Query } from './client'
import { PAGE_SIZE } from './constants'
import { paramHook, plainHook } from './hooks'

import { lazyCalls } from './lazy'
import type {
  Program,
  ActiveProgram,
  ProgramFilters,
  ProgramSchool,
  LeaderboardRow,
} from './schemas/programs'

export type { Program, ActiveProgram, ProgramFilters, ProgramSchool, LeaderboardRow }

const call = lazyCalls(() => import('./fetchers/programs'))

export const listPrograms = call('listPrograms')
export const getProgramFilters = call('getProgramFilters')
export const listActivePrograms = call('listActivePrograms')
export const getActiveProgram = call('getActiveProgram')
export const getProgram = call('getProgram')
export const listProgramSchools = call('listProgramSchools')
export const listLeaderboard = call('listLeaderboard')
export const listAwsPrograms = call('listAwsPrograms')

/** Leaderboards are paged 10 a row-page (the spec leaves it open). */
export const LEADERBOARD_PAGE_SIZE = 10

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

/** A program by id or by slug (program pages: `/Program/{slug}`, `/Program/{id}/{slug}`). */
export type ProgramDetailParams = { id: number; slug?: never } | { slug: string; id?: never }

export const programDetailQuery = (p: ProgramDetailParams): Query => ({ id: p.id, slug: p.slug })

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
