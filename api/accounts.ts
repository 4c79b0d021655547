/**
 * Accounts, teams, schools and regions (services host), the demo request, uploads (drive host) and
 * the auth host's login and user detail (SPEC §7). Payloads the spec does not show are ours
 * (api/README.md). Schools list: page size 10 by default (ours; SPEC §9 names no size for it).
 */
import { paramHook, plainHook } from './hooks'
import { lazyCalls } from './lazy'
import type { User, Login, Province, City, School, Team, Upload } from './fetchers/accounts'
import { accountKeys } from './params/accounts'

export * from './params/accounts'

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

export const useMe = plainHook(accountKeys.me, getMe)

export const useUserDetail = plainHook(accountKeys.userDetail, getUserDetail)

export const useProvinces = plainHook(accountKeys.provinces, listProvinces)

export const useCities = paramHook(accountKeys.cities, listCities)

export const useSchools = paramHook(accountKeys.schools, listSchools)
