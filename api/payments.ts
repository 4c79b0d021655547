/**
 * Class payments (paths not shown in SPEC §7; ours in api/README.md): create an invoice, the payment
 * gateway's callback, the invoice detail and repay. Statuses: pending → paid | failed | expired;
 * repay turns a failed or expired invoice back into pending with a new deadline.
 */
import * as z from 'zod/mini'
import { CALLS } from './calls'
import type { ApiContext } from './context'
import { fetchItem } from './envelope'
import { paramHook } from './hooks'
import type { Result } from './result'

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export const PAYMENT_METHODS = ['bank_transfer', 'virtual_account', 'qris', 'ewallet'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

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

export interface InvoicePayload {
  classId: number
  paymentMethod: PaymentMethod
}

export function createInvoice(
  ctx: ApiContext,
  payload: InvoicePayload,
  signal?: AbortSignal,
): Promise<Result<Payment>> {
  return fetchItem(ctx, CALLS.paymentInvoice, paymentSchema, { body: payload, signal })
}

export interface PaymentCallbackPayload {
  invoiceId: string
  status: Exclude<PaymentStatus, 'pending'>
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

export const paymentKeys = {
  detail: (tenantId: string, invoiceId: string) => ['payment', tenantId, invoiceId] as const,
}

export const usePayment = paramHook(paymentKeys.detail, getPayment)
