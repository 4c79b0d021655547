/**
 * Accounts, teams, schools and regions (services host), the demo request, uploads (drive host) and
 * the auth host's login and user detail (SPEC §7). Payloads the spec does not show are ours
 * (api/README.md). Schools list: page size 10 by default (ours; SPEC §9 names no size for it).
 */
import * as z from 'zod/mini'
import { CALLS } from './calls'
import type { ApiContext } from './context'
import { fetchItem, fetchList } from './envelope'
import { paramHook, plainHook } from './hooks'
import type { ListResult, Result } from './result'

export const userSchema = z.looseObject({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  phone: z.optional(z.nullable(z.string())),
  role: z.string(),
  createdAt: z.optional(z.string()),
})
export type User = z.infer<typeof userSchema>

const loginSchema = z.object({ token: z.string(), user: userSchema })
export type Login = z.infer<typeof loginSchema>

export const provinceSchema = z.object({ id: z.number(), name: z.string() })
export const citySchema = z.object({ id: z.number(), provinceId: z.number(), name: z.string() })
export type Province = z.infer<typeof provinceSchema>
export type City = z.infer<typeof citySchema>

export const schoolSchema = z.looseObject({
  npsn: z.string(),
  name: z.string(),
  cityId: z.number(),
  cityName: z.optional(z.nullable(z.string())),
  address: z.string(),
  email: z.optional(z.nullable(z.string())),
  phone: z.optional(z.nullable(z.string())),
  headmaster: z.optional(z.nullable(z.string())),
  registered: z.optional(z.boolean()),
})
export type School = z.infer<typeof schoolSchema>

export const SCHOOL_PAGE_SIZE = 10
export const DEMO_REQUEST_SUCCESS = 'Berhasil mengirim request'

// ----- signup, teams, me -----

export interface SignupCoderPayload {
  name: string
  email: string
  password: string
  phone?: string
}

export function signupCoder(
  ctx: ApiContext,
  payload: SignupCoderPayload,
  signal?: AbortSignal,
): Promise<Result<Login>> {
  return fetchItem(ctx, CALLS.signupCoder, loginSchema, { body: payload, signal })
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

const teamSchema = z.looseObject({
  id: z.number(),
  teamName: z.string(),
  members: z.array(z.object({ name: z.string(), email: z.string() })),
})
export type Team = z.infer<typeof teamSchema>

/** A logged-in user registers a team. */
export function registerTeam(
  ctx: ApiContext,
  payload: TeamRegisterPayload,
  signal?: AbortSignal,
): Promise<Result<Team>> {
  return fetchItem(ctx, CALLS.teamRegister, teamSchema, { body: payload, signal })
}

export interface AuthTeamRegisterPayload extends TeamRegisterPayload {
  leader: { name: string; email: string; password: string }
}

/** Registers a team and creates its leader's account in one step; returns the leader's login. */
export function registerTeamWithAccount(
  ctx: ApiContext,
  payload: AuthTeamRegisterPayload,
  signal?: AbortSignal,
): Promise<Result<{ team: Team; user: User; token: string }>> {
  const schema = z.object({ team: teamSchema, user: userSchema, token: z.string() })
  return fetchItem(ctx, CALLS.authTeamRegister, schema, { body: payload, signal })
}

export function getMe(ctx: ApiContext, signal?: AbortSignal): Promise<Result<User>> {
  return fetchItem(ctx, CALLS.userMe, userSchema, { signal })
}

// ----- regions and schools -----

export function listProvinces(ctx: ApiContext, signal?: AbortSignal): Promise<Result<Province[]>> {
  return fetchItem(ctx, CALLS.provinces, z.array(provinceSchema), { signal })
}

export function listCities(
  ctx: ApiContext,
  provinceId: number,
  signal?: AbortSignal,
): Promise<Result<City[]>> {
  return fetchItem(ctx, CALLS.cities, z.array(citySchema), { query: { provinceId }, signal })
}

export interface SchoolListParams {
  page?: number
  perPage?: number
  search?: string
  cityId?: number
}

export function listSchools(
  ctx: ApiContext,
  p: SchoolListParams = {},
  signal?: AbortSignal,
): Promise<ListResult<School>> {
  const query = {
    page: p.page ?? 1,
    pageSize: p.perPage ?? SCHOOL_PAGE_SIZE,
    search: p.search,
    cityId: p.cityId,
  }
  return fetchList(ctx, CALLS.schoolList, schoolSchema, { query, signal })
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

export function registerSchool(
  ctx: ApiContext,
  payload: SchoolRegisterPayload,
  signal?: AbortSignal,
): Promise<Result<School>> {
  return fetchItem(ctx, CALLS.schoolRegister, schoolSchema, { body: payload, signal })
}

// ----- demo request -----

/** `GET v0/cms/app/request-demo (email)`; success message exactly 'Berhasil mengirim request' (SPEC §8). */
export async function requestDemo(
  ctx: ApiContext,
  email: string,
  signal?: AbortSignal,
): Promise<Result<{ email: string }>> {
  const res = await fetchItem(ctx, CALLS.requestDemo, z.looseObject({ email: z.string() }), {
    query: { email },
    signal,
  })
  return res.status ? { ...res, message: DEMO_REQUEST_SUCCESS } : res
}

// ----- drive -----

export const uploadSchema = z.object({
  id: z.number(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  url: z.string(),
  createdAt: z.optional(z.string()),
})
export type Upload = z.infer<typeof uploadSchema>

/** `POST v1/upload` on the drive host, multipart field `file`. */
export function uploadFile(
  ctx: ApiContext,
  file: Blob,
  fileName?: string,
  signal?: AbortSignal,
): Promise<Result<Upload>> {
  const form = new FormData()
  if (fileName !== undefined) form.set('file', file, fileName)
  else form.set('file', file)
  return fetchItem(ctx, CALLS.upload, uploadSchema, { form, signal })
}

// ----- auth host -----

export interface Credentials {
  email: string
  password: string
}

/** Login on the auth host; stores the returned client token in the context's token store. */
export async function login(
  ctx: ApiContext,
  credentials: Credentials,
  signal?: AbortSignal,
): Promise<Result<Login>> {
  const res = await fetchItem(ctx, CALLS.authGenerateToken, loginSchema, { body: credentials, signal })
  if (res.status) ctx.tokens?.setClientToken(res.data.token)
  return res
}

/** The logged-in user as the auth host sees it (raw token authorization). */
export function getUserDetail(ctx: ApiContext, signal?: AbortSignal): Promise<Result<User>> {
  return fetchItem(ctx, CALLS.authUserDetail, userSchema, { signal })
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
