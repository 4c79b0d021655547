/**
 * The fetcher of api/payments.ts (loaded on first use, api/lazy.ts): response schemas and calls.
 */
import { type InvoicePayload, type PaymentCallbackPayload } from '../payments'
import { CALLS } from '../calls'
import type { ApiContext } from '../context'
import { fetchItem } from '../envelope'
import type { Result } from '../result'
import { paymentSchema, type Payment } from '../schemas/payments'

export * from '../schemas/payments'

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
