/**
 * The fetcher of api/identity.ts (loaded on first use, api/lazy.ts): response schemas and calls.
 */
import * as z from 'zod/mini'
import { CALLS } from '../calls'
import type { ApiContext } from '../context'
import { fetchItem } from '../envelope'
import type { Result } from '../result'

export const identitySchema = z.looseObject({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  conversations: z.optional(z.number()),
})
export type Identity = z.infer<typeof identitySchema>

const loginSchema = z.object({ token: z.string(), user: identitySchema })

export async function identityLogin(
  ctx: ApiContext,
  credentials: { email: string; password: string },
  signal?: AbortSignal,
): Promise<Result<z.infer<typeof loginSchema>>> {
  const res = await fetchItem(ctx, CALLS.identityLogin, loginSchema, { body: credentials, signal })
  if (res.status) ctx.tokens?.setClientToken(res.data.token)
  return res
}

export function identityMe(ctx: ApiContext, signal?: AbortSignal): Promise<Result<Identity>> {
  return fetchItem(ctx, CALLS.identityMe, identitySchema, { signal })
}
