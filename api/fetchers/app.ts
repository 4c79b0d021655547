/**
 * The fetcher of api/app.ts (loaded on first use, api/lazy.ts): response schemas and calls.
 */
import * as z from 'zod/mini'
import { CALLS } from '../calls'
import type { ApiContext } from '../context'
import { fetchItem } from '../envelope'
import type { Result } from '../result'

const tokenSchema = z.object({ token: z.string(), expiresIn: z.optional(z.number()) })
const versionSchema = z.object({ version: z.string() })
const validSchema = z.object({ valid: z.boolean() })

/** `POST v1/authorizer/token/generate` with the public client credentials and the site's Origin. */
export function generateToken(
  ctx: ApiContext,
  signal?: AbortSignal,
): Promise<Result<z.infer<typeof tokenSchema>>> {
  const body = { id: ctx.client.id, secret: ctx.client.secret, scopes: ctx.client.scopes }
  return fetchItem(ctx, CALLS.tokenGenerate, tokenSchema, { body, signal })
}

export function validateToken(ctx: ApiContext, signal?: AbortSignal): Promise<Result<{ valid: boolean }>> {
  return fetchItem(ctx, CALLS.tokenValidate, validSchema, { signal })
}

export function getAppVersion(ctx: ApiContext, signal?: AbortSignal): Promise<Result<{ version: string }>> {
  return fetchItem(ctx, CALLS.appVersion, versionSchema, { signal })
}

/** Landing counters (SPEC §3 app state `data_count`); path not shown in the spec: `GET v1/landing/counter`. */
export const landingCountersSchema = z.object({
  data_count: z.record(z.string(), z.number()),
  /** True when the figures are sample data (the local sandbox): a page may say so. */
  sample: z.optional(z.boolean()),
})
export type LandingCounters = z.infer<typeof landingCountersSchema>

export function getLandingCounters(ctx: ApiContext, signal?: AbortSignal): Promise<Result<LandingCounters>> {
  return fetchItem(ctx, CALLS.landingCounters, landingCountersSchema, { signal })
}
