/**
 * Accounts, teams, schools and regions (services host), the demo request, uploads (drive host) and
 * the auth host's login and user detail (SPEC §7). Payloads the spec does not show are ours
 * (api/README.md). Schools list: page size 10 by default (ours; SPEC §9 names no size for it).
 */
import { paramHook, plainHook } from './hooks'

import { lazyCalls } from './lazy'
import type { User, Login, Province, City, School, Team, Upload } from './schemas/accounts'

export type { User, Login, Province, City, School, Team, Upload }

const call = lazyCalls(() => import('./fetchers/accounts'))

export const signupCoder = call('signupCoder')
export const registerTeam = call('registerTeam')
export const registerTeamWithAccount = call('registerTeamWithAccount')
export const getMe = call('getMe')
export const listProvinces = call('listProvinces')
export const listCities = call('listCities')
export const listSchools = call('listSchools')
export const registerSchool = call('registerSchool')
export const requestDemo = call('requestDemo')
export const uploadFile = call('uploadFile')
export const login = call('login')
export const getUserDetail = call('getUserDetail')

/** Options of `uploadFile`: the stored name, a signal, and progress of the sent bytes (0…1). */
export interface UploadOptions {
  fileName?: string
  signal?: AbortSignal
  onProgress?: (fraction: number) => void
}

export const SCHOOL_PAGE_SIZE = 10
export const DEMO_REQUEST_SUCCESS = 'Berhasil mengirim request'

// ----- signup, teams, me -----

export interface SignupCoderPayload {
  name: string
  email: string
  password: string
  phone?: string
}

export interface TeamMember {
  name: string
  email: string
}

export interface TeamRegisterPayload {
  teamName: string
  schoolNpsn?: string
  members: TeamMember[]
}

export interface AuthTeamRegisterPayload extends TeamRegisterPayload {
  leader: { name: string; email: string; password: string }
}

// ----- regions and schools -----

export interface SchoolListParams {
  page?: number
  perPage?: number
  search?: string
  cityId?: number
}

export interface SchoolRegisterPayload {
  /** 8-digit national school number. */
  npsn: string
  name: string
  cityId: number
  address: string
  email: string
  phone: string
  headmaster?: string
}

// ----- auth host -----

export interface Credentials {
  email: string
  password: string
}

// ----- SWR keys -----

export const accountKeys = {
  me: (tenantId: string) => ['user-me', tenantId] as const,
  userDetail: (tenantId: string) => ['user-detail', tenantId] as const,
  provinces: (tenantId: string) => ['provinces', tenantId] as const,
  cities: (tenantId: string, provinceId: number) => ['cities', tenantId, provinceId] as const,
  schools: (tenantId: string, p: SchoolListParams) => ['schools', tenantId, p] as const,
}

export const useMe = plainHook(accountKeys.me, getMe)

export const useUserDetail = plainHook(accountKeys.userDetail, getUserDetail)

export const useProvinces = plainHook(accountKeys.provinces, listProvinces)

export const useCities = paramHook(accountKeys.cities, listCities)

export const useSchools = paramHook(accountKeys.schools, listSchools)
