/**
 * Class payments (paths not shown in SPEC §7; ours in api/README.md): create an invoice, the payment
 * gateway's callback, the invoice detail and repay. Statuses: pending → paid | failed | expired;
 * repay turns a failed or expired invoice back into pending with a new deadline.
 */
import { paramHook } from './hooks'

import { lazyCalls } from './lazy'
import type { PaymentStatus } from './paymentStatuses'
import type { Payment } from './schemas/payments'

export type { Payment }

const call = lazyCalls(() => import('./fetchers/payments'))

export const createInvoice = call('createInvoice')
export const paymentCallback = call('paymentCallback')
export const getPayment = call('getPayment')
export const repayPayment = call('repayPayment')

export { PAYMENT_STATUSES, type PaymentStatus } from './paymentStatuses'
export const PAYMENT_METHODS = ['bank_transfer', 'virtual_account', 'qris', 'ewallet'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export interface InvoicePayload {
  classId: number
  paymentMethod: PaymentMethod
}

export interface PaymentCallbackPayload {
  invoiceId: string
  status: Exclude<PaymentStatus, 'pending'>
}

export const paymentKeys = {
  detail: (tenantId: string, invoiceId: string) => ['payment', tenantId, invoiceId] as const,
}

export const usePayment = paramHook(paymentKeys.detail, getPayment)
