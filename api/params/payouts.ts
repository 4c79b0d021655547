/**
 * What a call of api/payouts.ts sends and how it is keyed: parameters, payloads, query builders and
 * fixed values. Both the domain module and its fetcher (api/fetchers/payouts.ts) read it, so neither
 * imports the other.
 */

export const PAYOUT_STATUSES = ['pending', 'approved', 'rejected', 'paid'] as const
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number]
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
