/**
 * The response schemas of api/payouts.ts and the types they give. The fetcher parses with them; the
 * domain module imports only the types, so it never loads zod nor the fetcher.
 */
import * as z from 'zod/mini'
import { PAYOUT_STATUSES } from '../payoutStatuses'

export const payoutSchema = z.looseObject({
  id: z.number(),
  owner: z.string(),
  amount: z.number(),
  bankCode: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  note: z.nullable(z.string()),
  status: z.enum(PAYOUT_STATUSES),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
  // When the transfer was marked done (status `paid`); null before, and for payouts seeded as paid.
  paidAt: z.optional(z.nullable(z.string())),
})
export type Payout = z.infer<typeof payoutSchema>

export const bankSchema = z.looseObject({
  code: z.string(),
  name: z.string(),
  bankCode: z.optional(z.string()),
})
export type Bank = z.infer<typeof bankSchema>

export const balanceSchema = z.object({
  balance: z.number(),
  pendingPayout: z.number(),
  available: z.number(),
  currency: z.string(),
})
export type Balance = z.infer<typeof balanceSchema>
