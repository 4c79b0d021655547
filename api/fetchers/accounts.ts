/**
 * The fetcher of api/accounts.ts (loaded on first use, api/lazy.ts): response schemas and calls.
 */
import * as z from 'zod/mini'
import {
  DEMO_REQUEST_SUCCESS,
  SCHOOL_PAGE_SIZE,
  type AuthTeamRegisterPayload,
  type Credentials,
  type SchoolListParams,
  type SchoolRegisterPayload,
  type SignupCoderPayload,
  type TeamRegisterPayload,
} from '../params/accounts'
import { CALLS } from '../calls'
import type { ApiContext } from '../context'
import { fetchItem, fetchList } from '../envelope'
import type { ListResult, Result } from '../result'

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

export function signupCoder(
  ctx: ApiContext,
  payload: SignupCoderPayload,
  signal?: AbortSignal,
): Promise<Result<Login>> {
  return fetchItem(ctx, CALLS.signupCoder, loginSchema, { body: payload, signal })
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

export function registerSchool(
  ctx: ApiContext,
  payload: SchoolRegisterPayload,
  signal?: AbortSignal,
): Promise<Result<School>> {
  return fetchItem(ctx, CALLS.schoolRegister, schoolSchema, { body: payload, signal })
}

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
