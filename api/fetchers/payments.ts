/**
 * The fetcher of api/payments.ts (loaded on first use, api/lazy.ts): response schemas and calls.
 */
import * as z from 'zod/mini'
import { PAYMENT_STATUSES, type InvoicePayload, type PaymentCallbackPayload } from '../params/payments'
import { CALLS } from '../calls'
import type { ApiContext } from '../context'
import { fetchItem } from '../envelope'
import type { Result } from '../result'

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
})
export type Payment = z.infer<typeof paymentSchema>

export function createInvoice(
  ctx: ApiContext,
  payload: InvoicePayload,
  signal?: AbortSignal,
): Promise<Result<Payment>> {
  return fetchItem(ctx, CALLS.paymentInvoice, paymentSchema, { body: payload, signal })
}

/** Settles a pending invoice (the gateway's redirect or webhook lands here). */
export function paymentCallback(
  ctx: ApiContext,
  payload: PaymentCallbackPayload,
  signal?: AbortSignal,
): Promise<Result<Payment>> {
  return fetchItem(ctx, CALLS.paymentCallback, paymentSchema, { body: payload, signal })
}

export function getPayment(
  ctx: ApiContext,
  invoiceId: string,
  signal?: AbortSignal,
): Promise<Result<Payment>> {
  return fetchItem(ctx, CALLS.paymentDetail, paymentSchema, { pathParams: { invoiceId }, signal })
}

export function repayPayment(
  ctx: ApiContext,
  invoiceId: string,
  signal?: AbortSignal,
): Promise<Result<Payment>> {
  return fetchItem(ctx, CALLS.paymentRepay, paymentSchema, { pathParams: { invoiceId }, signal })
}
