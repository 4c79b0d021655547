/** The states of a payout (api/payouts.ts): the pages read them, the schema checks answers against them. */
export const PAYOUT_STATUSES = ['pending', 'approved', 'rejected', 'paid'] as const
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number]
