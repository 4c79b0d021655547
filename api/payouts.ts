/**
 * Payouts, banks and the balance (paths not shown in SPEC §7; ours in api/README.md).
 * Payout statuses (not shown in the spec; ours): `pending` (requested) → `approved` or `rejected`
 * by an administrator; `approved` → `paid` once transferred. Approving deducts the amount from the
 * owner's balance; a request may not exceed the available balance (balance − pending payouts).
 * The list pages by 10 (SPEC §9) and filters by status, bank and search.
 */
import { paramHook, plainHook } from './hooks'

import { lazyCalls } from './lazy'
import type { PayoutStatus } from './payoutStatuses'
import type { Payout, Bank, Balance } from './schemas/payouts'

export type { Payout, Bank, Balance }

const call = lazyCalls(() => import('./fetchers/payouts'))

export const listPayouts = call('listPayouts')
export const createPayout = call('createPayout')
export const approvePayout = call('approvePayout')
export const rejectPayout = call('rejectPayout')
export const markPayoutPaid = call('markPayoutPaid')
export const listBanks = call('listBanks')
export const getBalance = call('getBalance')

export { PAYOUT_STATUSES, type PayoutStatus } from './payoutStatuses'
export const MIN_PAYOUT_AMOUNT = 50_000

export interface PayoutListParams {
  page?: number
  perPage?: number
  status?: PayoutStatus
  /** Bank code, e.g. `BCA`. */
  bank?: string
  search?: string
}

export interface PayoutCreatePayload {
  amount: number
  bankCode: string
  accountNumber: string
  accountName: string
  note?: string
}

export const payoutKeys = {
  list: (tenantId: string, p: PayoutListParams) => ['payouts', tenantId, p] as const,
  banks: (tenantId: string) => ['banks', tenantId] as const,
  balance: (tenantId: string) => ['balance', tenantId] as const,
}

export const usePayouts = paramHook(payoutKeys.list, listPayouts)

export const useBanks = plainHook(payoutKeys.banks, listBanks)

export const useBalance = plainHook(payoutKeys.balance, getBalance)
