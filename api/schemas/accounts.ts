/**
 * The response schemas of api/accounts.ts and the types they give. The fetcher parses with them; the
 * domain module imports only the types, so it never loads zod nor the fetcher.
 */
import * as z from 'zod/mini'

export const userSchema = z.looseObject({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  phone: z.optional(z.nullable(z.string())),
  role: z.string(),
  createdAt: z.optional(z.string()),
})
export type User = z.infer<typeof userSchema>

export const loginSchema = z.object({ token: z.string(), user: userSchema })
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

export const teamSchema = z.looseObject({
  id: z.number(),
  teamName: z.string(),
  members: z.array(z.object({ name: z.string(), email: z.string() })),
})
export type Team = z.infer<typeof teamSchema>

export const uploadSchema = z.object({
  id: z.number(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  url: z.string(),
  createdAt: z.optional(z.string()),
})
export type Upload = z.infer<typeof uploadSchema>
