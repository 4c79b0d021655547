/**
 * What a call of api/payments.ts sends and how it is keyed: parameters, payloads, query builders and
 * fixed values. Both the domain module and its fetcher (api/fetchers/payments.ts) read it, so neither
 * imports the other.
 */

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
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
