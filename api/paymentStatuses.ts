/** The states of a class payment (api/payments.ts): the pages read them, the schema checks answers against them. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
