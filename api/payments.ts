/**
 * Class payments (paths not shown in SPEC §7; ours in api/README.md): create an invoice, the payment
 * gateway's callback, the invoice detail and repay. Statuses: pending → paid | failed | expired;
 * repay turns a failed or expired invoice back into pending with a new deadline.
 */
import { paramHook } from './hooks'
import { lazyCalls } from './lazy'
import type { Payment } from './fetchers/payments'
import { paymentKeys } from './params/payments'

export * from './params/payments'

export type { Payment }

const call = lazyCalls(() => import('./fetchers/payments'))

export const createInvoice = call('createInvoice')
export const paymentCallback = call('paymentCallback')
export const getPayment = call('getPayment')
export const repayPayment = call('repayPayment')

export const usePayment = paramHook(paymentKeys.detail, getPayment)
