/**
 * The response schemas of api/payments.ts and the types they give. The fetcher parses with them; the
 * domain module imports only the types, so it never loads zod nor the fetcher.
 */
import * as z from 'zod/mini'
import { PAYMENT_STATUSES } from '../paymentStatuses'

export const paymentSchema = z.looseObject({
  invoiceId: z.string(),
  classId: z.number(),
  className: z.string(),
  amount: z.number(),
  paymentMethod: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  attempts: z.number(),
  paymentUrl: z.string(),
  expiresAt: z.string(),
  paidAt: z.nullable(z.string()),
  createdAt: z.string(),
  /** The class's page (ours): where a paid invoice leads. */
  classSlug: z.optional(z.nullable(z.string())),
})
export type Payment = z.infer<typeof paymentSchema>
