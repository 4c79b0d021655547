/**
 * The hosted database's PostgREST-style REST service (SPEC §7, db host): `book_reviews`,
 * `aspirations`, `testimonies`, `donations` (GET and POST) and `user_disc` (POST). Bodies are plain
 * arrays (not our envelope); results are wrapped into `{ status, message, data }` here.
 * Lists default to newest first (`order=created_at.desc`). Columns are ours (api/README.md).
 */
import * as z from 'zod/mini'
import { optStr } from './fields'
import { CALLS } from './calls'
import { request, type Query } from './client'
import type { ApiContext } from './context'
import { paramHook } from './hooks'
import { fail, ok, type Result } from './result'
import type { CallSpec } from './spec'

const base = { id: z.number(), created_at: z.string() }

export const bookReviewSchema = z.looseObject({
  ...base,
  name: z.string(),
  book_title: z.string(),
  review: z.string(),
  rating: z.number(),
})
export const aspirationSchema = z.looseObject({
  ...base,
  name: z.string(),
  origin: optStr(),
  aspiration: z.string(),
})
export const testimonySchema = z.looseObject({
  ...base,
  name: z.string(),
  role: optStr(),
  content: z.string(),
  rating: z.optional(z.nullable(z.number())),
})
export const donationSchema = z.looseObject({
  ...base,
  name: z.string(),
  email: optStr(),
  amount: z.number(),
  message: optStr(),
  anonymous: z.optional(z.boolean()),
})
export const userDiscSchema = z.looseObject({
  ...base,
  name: z.string(),
  email: z.string(),
  d: z.number(),
  i: z.number(),
  s: z.number(),
  c: z.number(),
  result: z.string(),
})

export type BookReview = z.infer<typeof bookReviewSchema>
export type Aspiration = z.infer<typeof aspirationSchema>
export type Testimony = z.infer<typeof testimonySchema>
export type Donation = z.infer<typeof donationSchema>
export type UserDisc = z.infer<typeof userDiscSchema>

type NewRow<T> = Omit<T, 'id' | 'created_at'>
export type NewBookReview = NewRow<Pick<BookReview, 'name' | 'book_title' | 'review' | 'rating'>>
export type NewAspiration = { name: string; origin?: string; aspiration: string }
export type NewTestimony = { name: string; role?: string; content: string; rating?: number }
export type NewDonation = {
  name: string
  email?: string
  amount: number
  message?: string
  anonymous?: boolean
}
export type NewUserDisc = Pick<UserDisc, 'name' | 'email' | 'd' | 'i' | 's' | 'c' | 'result'>

export interface RestListParams {
  /** PostgREST `select`, e.g. `name,amount`; default `*`. Use with a schema that fits the subset. */
  select?: string
  /** PostgREST `order`, e.g. `created_at.desc` (the default) or `amount.desc,id.asc`. */
  order?: string
  limit?: number
  /** Equality filters: `{ book_title: 'Metamorfosa' }` → `book_title=eq.Metamorfosa`. */
  eq?: Record<string, string | number | boolean>
}

export const DEFAULT_REST_ORDER = 'created_at.desc'

export function restQuery(p: RestListParams = {}): Query {
  const query: Query = { select: p.select, order: p.order ?? DEFAULT_REST_ORDER, limit: p.limit }
  for (const [column, value] of Object.entries(p.eq ?? {})) query[column] = `eq.${value}`
  return query
}

/** GET on a table: a plain array parsed by `item`. */
export async function listRows<T>(
  ctx: ApiContext,
  spec: CallSpec,
  item: z.ZodMiniType<T>,
  p: RestListParams = {},
  signal?: AbortSignal,
): Promise<Result<T[]>> {
  const res = await request(ctx, spec, z.array(item), { query: restQuery(p), signal })
  if (!res.ok) return fail(res.message)
  return ok(res.body, `${res.body.length} baris`)
}

/** POST one row or many; resolves to the inserted rows. */
export async function insertRows<T>(
  ctx: ApiContext,
  spec: CallSpec,
  item: z.ZodMiniType<T>,
  rows: object | object[],
  signal?: AbortSignal,
): Promise<Result<T[]>> {
  const res = await request(ctx, spec, z.array(item), { body: rows, signal })
  if (!res.ok) return fail(res.message)
  return ok(res.body, 'Data tersimpan')
}

export const listBookReviews = (ctx: ApiContext, p?: RestListParams, signal?: AbortSignal) =>
  listRows(ctx, CALLS.bookReviewsList, bookReviewSchema, p, signal)
export const createBookReview = (ctx: ApiContext, row: NewBookReview, signal?: AbortSignal) =>
  insertRows(ctx, CALLS.bookReviewsCreate, bookReviewSchema, row, signal)

export const listAspirations = (ctx: ApiContext, p?: RestListParams, signal?: AbortSignal) =>
  listRows(ctx, CALLS.aspirationsList, aspirationSchema, p, signal)
export const createAspiration = (ctx: ApiContext, row: NewAspiration, signal?: AbortSignal) =>
  insertRows(ctx, CALLS.aspirationsCreate, aspirationSchema, row, signal)

export const listTestimonies = (ctx: ApiContext, p?: RestListParams, signal?: AbortSignal) =>
  listRows(ctx, CALLS.testimoniesList, testimonySchema, p, signal)
export const createTestimony = (ctx: ApiContext, row: NewTestimony, signal?: AbortSignal) =>
  insertRows(ctx, CALLS.testimoniesCreate, testimonySchema, row, signal)

export const listDonations = (ctx: ApiContext, p?: RestListParams, signal?: AbortSignal) =>
  listRows(ctx, CALLS.donationsList, donationSchema, p, signal)
export const createDonation = (ctx: ApiContext, row: NewDonation, signal?: AbortSignal) =>
  insertRows(ctx, CALLS.donationsCreate, donationSchema, row, signal)

export const createUserDisc = (ctx: ApiContext, row: NewUserDisc, signal?: AbortSignal) =>
  insertRows(ctx, CALLS.userDiscCreate, userDiscSchema, row, signal)

export const hostedDbKeys = {
  list: (tenantId: string, table: string, p: RestListParams = {}) => ['rest', tenantId, table, p] as const,
}

/** One table's list hook, keyed by table so two tables never share a cache entry. */
function tableHook<R extends Result<unknown>>(
  table: string,
  list: (ctx: ApiContext, p: RestListParams, signal?: AbortSignal) => Promise<R>,
) {
  return paramHook((tenantId: string, p: RestListParams) => hostedDbKeys.list(tenantId, table, p), list)
}

export const useBookReviews = tableHook('book_reviews', listBookReviews)
export const useAspirations = tableHook('aspirations', listAspirations)
export const useTestimonies = tableHook('testimonies', listTestimonies)
export const useDonations = tableHook('donations', listDonations)
