/**
 * Joining a class and the learner's own things (paths not shown in SPEC §7; ours in api/README.md):
 * enrol in a free class, the learner's classes and invoices on this site, and "Kabari saya" for a
 * full or finished class. An enrolment is a paid zero-amount invoice, so a free class and a paid one
 * end up in the same list.
 */
import { plainHook } from './hooks'
import { lazyCalls } from './lazy'
import type { ClassNotifyAnswer, Enrolment, MyClass, MyPayment } from './schemas/enrolments'

export type { ClassNotifyAnswer, Enrolment, MyClass, MyPayment }

const call = lazyCalls(() => import('./fetchers/enrolments'))

export const enrolInClass = call('enrolInClass')
export const listMyClasses = call('listMyClasses')
export const listMyPayments = call('listMyPayments')
export const notifyClass = call('notifyClass')

export interface EnrolPayload {
  classId: number
}

export interface ClassNotifyPayload {
  classId: number
  email: string
}

export const enrolmentKeys = {
  classes: (tenantId: string) => ['my-classes', tenantId] as const,
  payments: (tenantId: string) => ['my-payments', tenantId] as const,
}

export const useMyClasses = plainHook(enrolmentKeys.classes, listMyClasses)
export const useMyPayments = plainHook(enrolmentKeys.payments, listMyPayments)
