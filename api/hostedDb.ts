/**
 * The hosted database's PostgREST-style REST service (SPEC §7, db host): `book_reviews`,
 * `aspirations`, `testimonies`, `donations` (GET and POST) and `user_disc` (POST). Bodies are plain
 * arrays (not our envelope); results are wrapped into `{ status, message, data }` here.
 * Lists default to newest first (`order=created_at.desc`). Columns are ours (api/README.md).
 */
import type { ApiContext } from './context'
import { paramHook } from './hooks'
import { type Result } from './result'
import { lazyCalls } from './lazy'
import type {
  Aspiration,
  BookReview,
  Donation,
  Testimony,
  UserDisc,
  NewAspiration,
  NewBookReview,
  NewDonation,
  NewTestimony,
  NewUserDisc,
} from './fetchers/hostedDb'
import { type RestListParams, hostedDbKeys } from './params/hostedDb'

export * from './params/hostedDb'

export type { BookReview, Aspiration, Testimony, Donation, UserDisc }
export type { NewAspiration, NewBookReview, NewDonation, NewTestimony, NewUserDisc }

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
