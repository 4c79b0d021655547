/**
 * The response schemas of api/enrolments.ts and the types they give. The fetcher parses with them;
 * the domain module imports only the types, so it never loads zod nor the fetcher.
 */
import * as z from 'zod/mini'
import { optBool, optNum, optStr } from '../fields'
import { paymentSchema } from './payments'

export const myClassSchema = z.looseObject({
  classId: z.number(),
  slug: z.string(),
  name: z.string(),
  logo: optStr(),
  state: optStr(),
  startDate: optStr(),
  nextSession: optStr(),
  classroomId: optNum(),
  free: optBool(),
  invoiceId: optStr(),
  enrolledAt: optStr(),
  webinar: z.optional(
    z.nullable(
      z.looseObject({ title: z.string(), startsAt: z.string(), durationMinutes: optNum(), url: optStr() }),
    ),
  ),
})

/** An invoice as the learner's list has it: the payment, with the class's page and logo. */
export const myPaymentSchema = z.extend(paymentSchema, { classLogo: optStr() })

/** `v1/class/enroll`: the enrolment, a paid zero-amount invoice (api/README.md). */
export const enrolmentSchema = myPaymentSchema

export const classNotifySchema = z.looseObject({
  classId: z.number(),
  email: z.string(),
  stored: z.boolean(),
})

export type MyClass = z.infer<typeof myClassSchema>
export type MyPayment = z.infer<typeof myPaymentSchema>
export type Enrolment = z.infer<typeof enrolmentSchema>
export type ClassNotifyAnswer = z.infer<typeof classNotifySchema>
