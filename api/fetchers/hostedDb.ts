/**
 * The fetcher of api/hostedDb.ts (loaded on first use, api/lazy.ts): response schemas and calls.
 */
import * as z from 'zod/mini'
import {
  restQuery,
  type NewAspiration,
  type NewBookReview,
  type NewDonation,
  type NewTestimony,
  type NewUserDisc,
  type RestListParams,
} from '../hostedDb'
import { CALLS } from '../calls'
import { request, type CallOptions } from '../client'
import type { ApiContext } from '../context'
import { fail, ok, type Result } from '../result'
import type { CallSpec } from '../spec'
import {
  bookReviewSchema,
  aspirationSchema,
  testimonySchema,
  donationSchema,
  userDiscSchema,
} from '../schemas/hostedDb'

export * from '../schemas/hostedDb'

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
  options: CallOptions = {},
): Promise<Result<T[]>> {
  const res = await request(ctx, spec, z.array(item), { ...options, body: rows })
  if (!res.ok) return fail(res.message, res.httpStatus, res.retryAfter)
  return ok(res.body, 'Data tersimpan')
}

export const listBookReviews = (ctx: ApiContext, p?: RestListParams, signal?: AbortSignal) =>
  listRows(ctx, CALLS.bookReviewsList, bookReviewSchema, p, signal)
export const createBookReview = (ctx: ApiContext, row: NewBookReview, options?: CallOptions) =>
  insertRows(ctx, CALLS.bookReviewsCreate, bookReviewSchema, row, options)

export const listAspirations = (ctx: ApiContext, p?: RestListParams, signal?: AbortSignal) =>
  listRows(ctx, CALLS.aspirationsList, aspirationSchema, p, signal)
export const createAspiration = (ctx: ApiContext, row: NewAspiration, options?: CallOptions) =>
  insertRows(ctx, CALLS.aspirationsCreate, aspirationSchema, row, options)

export const listTestimonies = (ctx: ApiContext, p?: RestListParams, signal?: AbortSignal) =>
  listRows(ctx, CALLS.testimoniesList, testimonySchema, p, signal)
export const createTestimony = (ctx: ApiContext, row: NewTestimony, options?: CallOptions) =>
  insertRows(ctx, CALLS.testimoniesCreate, testimonySchema, row, options)

export const listDonations = (ctx: ApiContext, p?: RestListParams, signal?: AbortSignal) =>
  listRows(ctx, CALLS.donationsList, donationSchema, p, signal)
export const createDonation = (ctx: ApiContext, row: NewDonation, options?: CallOptions) =>
  insertRows(ctx, CALLS.donationsCreate, donationSchema, row, options)

export const createUserDisc = (ctx: ApiContext, row: NewUserDisc, options?: CallOptions) =>
  insertRows(ctx, CALLS.userDiscCreate, userDiscSchema, row, options)
