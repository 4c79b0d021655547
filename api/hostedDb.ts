/**
 * The hosted database's PostgREST-style REST service (SPEC §7, db host): `book_reviews`,
 * `aspirations`, `testimonies`, `donations` (GET and POST) and `user_disc` (POST). Bodies are plain
 * arrays (not our envelope); results are wrapped into `{ status, message, data }` here.
 * Lists default to newest first (`order=created_at.desc`). Columns are ours (api/README.md).
 */
import { type Query } from './client'
import type { ApiContext } from './context'
import { paramHook } from './hooks'
import { type Result } from './result'

import { lazyCalls } from './lazy'
import type { Aspiration, BookReview, Donation, Testimony, UserDisc } from './schemas/hostedDb'

export type { BookReview, Aspiration, Testimony, Donation, UserDisc }

const call = lazyCalls(() => import('./fetchers/hostedDb'))

export const listRows = call('listRows')
export const insertRows = call('insertRows')
export const listBookReviews = call('listBookReviews')
export const createBookReview = call('createBookReview')
export const listAspirations = call('listAspirations')
export const createAspiration = call('createAspiration')
export const listTestimonies = call('listTestimonies')
export const createTestimony = call('createTestimony')
export const listDonations = call('listDonations')
export const createDonation = call('createDonation')
export const createUserDisc = call('createUserDisc')

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
