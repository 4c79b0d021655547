/**
 * The fetcher of api/hostedDb.ts (loaded on first use, api/lazy.ts): response schemas and calls.
 */
import * as z from 'zod/mini'
import { restQuery, type RestListParams } from '../params/hostedDb'
import { optStr } from '../fields'
import { CALLS } from '../calls'
import { request } from '../client'
import type { ApiContext } from '../context'
import { fail, ok, type Result } from '../result'
import type { CallSpec } from '../spec'

/** What a form sends: a row without the columns the database fills in. */
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
