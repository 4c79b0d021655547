/**
 * Programs (paths not shown in SPEC §7; ours, see api/README.md): list with filters, filter options,
 * a program by id or slug, active programs and their detail, schools per program, leaderboards, AWS programs.
 *
 * Page sizes (SPEC §9): program lists 6, schools per program 10; leaderboards 10 (our choice).
 * Every filter is sent only if set; array filters go comma-joined; `filterType` goes as `filter.type`
 * like the class calls.
 */
import { paramHook, plainHook } from './hooks'
import { lazyCalls } from './lazy'
import type {
  Program,
  ActiveProgram,
  ProgramFilters,
  ProgramSchool,
  LeaderboardRow,
} from './fetchers/programs'
import { programKeys } from './params/programs'

export * from './params/programs'

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

export const usePrograms = paramHook(programKeys.list, listPrograms)

export const useProgramFilters = plainHook(programKeys.filters, getProgramFilters)

export const useActivePrograms = paramHook(programKeys.active, listActivePrograms)

export const useActiveProgram = paramHook(programKeys.activeDetail, getActiveProgram)

export const useProgram = paramHook(programKeys.detail, getProgram)

export const useProgramSchools = paramHook(programKeys.schools, listProgramSchools)

export const useLeaderboard = paramHook(programKeys.leaderboard, listLeaderboard)

export const useAwsPrograms = paramHook(programKeys.aws, listAwsPrograms)
