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
  type UploadOptions,
} from '../accounts'
import { CALLS } from '../calls'
import type { CallOptions } from '../client'
import type { ApiContext } from '../context'
import { fetchItem, fetchList } from '../envelope'
import type { ListResult, Result } from '../result'
import {
  userSchema,
  type User,
  type Login,
  provinceSchema,
  citySchema,
  type Province,
  type City,
  schoolSchema,
  type School,
  type Team,
  uploadSchema,
  type Upload,
  loginSchema,
  teamSchema,
} from '../schemas/accounts'

export * from '../schemas/accounts'

export function signupCoder(
  ctx: ApiContext,
  payload: SignupCoderPayload,
  signal?: AbortSignal,
): Promise<Result<Login>> {
  return fetchItem(ctx, CALLS.signupCoder, loginSchema, { body: payload, signal })
}

/** A logged-in user registers a team. */
export function registerTeam(
  ctx: ApiContext,
  payload: TeamRegisterPayload,
  options: CallOptions = {},
): Promise<Result<Team>> {
  return fetchItem(ctx, CALLS.teamRegister, teamSchema, { body: payload, ...options })
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
  options: CallOptions = {},
): Promise<Result<School>> {
  return fetchItem(ctx, CALLS.schoolRegister, schoolSchema, { body: payload, ...options })
}

/** `GET v0/cms/app/request-demo (email)`; success message exactly 'Berhasil mengirim request' (SPEC §8). */
export async function requestDemo(
  ctx: ApiContext,
  email: string,
  options: CallOptions = {},
): Promise<Result<{ email: string }>> {
  const res = await fetchItem(ctx, CALLS.requestDemo, z.looseObject({ email: z.string() }), {
    query: { email },
    ...options,
  })
  return res.status ? { ...res, message: DEMO_REQUEST_SUCCESS } : res
}

/** `POST v1/upload` on the drive host, multipart field `file`: every form's and the desk's upload. */
export function uploadFile(ctx: ApiContext, file: Blob, opts: UploadOptions = {}): Promise<Result<Upload>> {
  const form = new FormData()
  if (opts.fileName !== undefined) form.set('file', file, opts.fileName)
  else form.set('file', file)
  return fetchItem(ctx, CALLS.upload, uploadSchema, {
    form,
    signal: opts.signal,
    onUploadProgress: opts.onProgress,
  })
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
