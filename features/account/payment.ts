/**
 * The class payment round trip: create the invoice, open the gateway's page with this
 * site's `/CallbackPayment` as the return address, and come back to check the result with the API
 * (the query string's status is only a hint: the invoice detail decides). Payments are never queued
 * offline (shell/outbox/outbox.ts).
 */
import { createInvoice, repayPayment, type Payment, type PaymentMethod } from '../../api/payments'
import type { ApiContext } from '../../api/context'
import type { Result } from '../../api/result'

export const CALLBACK_PAYMENT_PATH = '/CallbackPayment'
export const PAYMENT_SUCCESS_PATH = '/Payment-Status/Success'
export const PAYMENT_ERROR_PATH = '/Payment-Status/Error'

export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  bank_transfer: 'Transfer bank',
  virtual_account: 'Virtual account',
  qris: 'QRIS',
  ewallet: 'Dompet digital',
}

/** The gateway page with the way back to this site. */
export function gatewayUrl(paymentUrl: string, origin: string): string {
  const url = new URL(paymentUrl)
  url.searchParams.set('return', `${origin}${CALLBACK_PAYMENT_PATH}`)
  return url.toString()
}

export function statusPath(payment: Pick<Payment, 'status' | 'invoiceId'>): string {
  const path = payment.status === 'paid' ? PAYMENT_SUCCESS_PATH : PAYMENT_ERROR_PATH
  return `${path}?invoice=${encodeURIComponent(payment.invoiceId)}`
}

async function toGateway(result: Result<Payment>): Promise<Result<Payment>> {
  if (result.status) window.location.assign(gatewayUrl(result.data.paymentUrl, window.location.origin))
  return result
}

/** Creates the invoice and leaves for the gateway; resolves with the failure when it could not. */
export async function startClassPayment(ctx: ApiContext, classId: number, method: PaymentMethod) {
  return toGateway(await createInvoice(ctx, { classId, paymentMethod: method }))
}

/** A failed or expired invoice back to pending, then to the gateway again. */
export async function repay(ctx: ApiContext, invoiceId: string) {
  return toGateway(await repayPayment(ctx, invoiceId))
}

export function invoiceFromLocation(): string | null {
  const id = new URLSearchParams(window.location.search).get('invoice')
  return id && /^[A-Za-z0-9-]{1,40}$/.test(id) ? id : null
}
