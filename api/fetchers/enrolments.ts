/**
 * The fetcher of api/enrolments.ts (loaded on first use, api/lazy.ts): response schemas and calls.
 */
import * as z from 'zod/mini'
import type { ClassNotifyPayload, EnrolPayload } from '../enrolments'
import { CALLS } from '../calls'
import type { CallOptions } from '../client'
import type { ApiContext } from '../context'
import { fetchItem } from '../envelope'
import type { Result } from '../result'
import {
  classNotifySchema,
  enrolmentSchema,
  myClassSchema,
  myPaymentSchema,
  type ClassNotifyAnswer,
  type Enrolment,
  type MyClass,
  type MyPayment,
} from '../schemas/enrolments'

export * from '../schemas/enrolments'

/** `POST v1/class/enroll`: joins a free class (the enrolment there is, when already joined). */
export function enrolInClass(
  ctx: ApiContext,
  payload: EnrolPayload,
  options: CallOptions = {},
): Promise<Result<Enrolment>> {
  return fetchItem(ctx, CALLS.classEnroll, enrolmentSchema, { body: payload, ...options })
}

/** `GET v1/class/mine`: the signed-in learner's classes on this site. */
export function listMyClasses(ctx: ApiContext, signal?: AbortSignal): Promise<Result<MyClass[]>> {
  return fetchItem(ctx, CALLS.classMine, z.array(myClassSchema), { signal })
}

/** `GET v1/payment/mine`: the signed-in learner's invoices on this site, newest first. */
export function listMyPayments(ctx: ApiContext, signal?: AbortSignal): Promise<Result<MyPayment[]>> {
  return fetchItem(ctx, CALLS.paymentMine, z.array(myPaymentSchema), { signal })
}

/** `POST v1/class/notify`: "Kabari saya", stored once per class and address. */
export function notifyClass(
  ctx: ApiContext,
  payload: ClassNotifyPayload,
  options: CallOptions = {},
): Promise<Result<ClassNotifyAnswer>> {
  return fetchItem(ctx, CALLS.classNotify, classNotifySchema, { body: payload, ...options })
}
