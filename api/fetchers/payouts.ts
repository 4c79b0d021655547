/**
 * The fetcher of api/payouts.ts (loaded on first use, api/lazy.ts): response schemas and calls.
 */
import * as z from 'zod/mini'
import { type PayoutCreatePayload, type PayoutListParams } from '../payouts'
import { CALLS } from '../calls'
import type { CallOptions } from '../client'
import { PAGE_SIZE } from '../constants'
import type { ApiContext } from '../context'
import { fetchItem, fetchList } from '../envelope'
import type { ListResult, Result } from '../result'
import {
  payoutSchema,
  type Payout,
  bankSchema,
  type Bank,
  balanceSchema,
  type Balance,
} from '../schemas/payouts'

export * from '../schemas/payouts'

export function listPayouts(
  ctx: ApiContext,
  p: PayoutListParams = {},
  signal?: AbortSignal,
): Promise<ListResult<Payout>> {
  const query = {
    page: p.page ?? 1,
    pageSize: p.perPage ?? PAGE_SIZE.payout,
    status: p.status,
    bank: p.bank,
    search: p.search,
  }
  return fetchList(ctx, CALLS.payoutList, payoutSchema, { query, signal })
}

export function createPayout(
  ctx: ApiContext,
  payload: PayoutCreatePayload,
  options: CallOptions = {},
): Promise<Result<Payout>> {
  return fetchItem(ctx, CALLS.payoutCreate, payoutSchema, { body: payload, ...options })
}

/** Admin only (403 otherwise). */
export function approvePayout(ctx: ApiContext, id: number, signal?: AbortSignal): Promise<Result<Payout>> {
  return fetchItem(ctx, CALLS.payoutApprove, payoutSchema, { pathParams: { id }, body: {}, signal })
}

/** Admin only (403 otherwise). */
export function rejectPayout(
  ctx: ApiContext,
  id: number,
  reason?: string,
  signal?: AbortSignal,
): Promise<Result<Payout>> {
  return fetchItem(ctx, CALLS.payoutReject, payoutSchema, { pathParams: { id }, body: { reason }, signal })
}

/** Admin only: the money of an approved payout has been transferred (approved → paid). */
export function markPayoutPaid(ctx: ApiContext, id: number, signal?: AbortSignal): Promise<Result<Payout>> {
  return fetchItem(ctx, CALLS.payoutMarkPaid, payoutSchema, { pathParams: { id }, body: {}, signal })
}

export function listBanks(ctx: ApiContext, signal?: AbortSignal): Promise<Result<Bank[]>> {
  return fetchItem(ctx, CALLS.bankList, z.array(bankSchema), { signal })
}

export function getBalance(ctx: ApiContext, signal?: AbortSignal): Promise<Result<Balance>> {
  return fetchItem(ctx, CALLS.balance, balanceSchema, { signal })
}
