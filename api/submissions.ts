/**
 * The calls a form may hand to the outbox (shell/outbox/): each is the domain's own typed call, the
 * same function a form or a test calls directly, so a submission sent now and one sent from the
 * outbox after a reload take one path: the call's input type going out, its schema on the answer.
 *
 * A queued submission is stored as data (the call's name and its input), never as a closure, so
 * any page can deliver what another page queued. The names are the rows of `api/calls.ts` the
 * outbox used to store, so what an earlier version queued maps onto this table (shell/outbox/stored.ts).
 *
 * Each call here resolves through its domain module's lazy call (api/lazy.ts): the outbox's sender
 * loads this table, and a call's fetcher loads when that call is first sent. Forms import only the
 * types below (`import type`), which load nothing.
 */
import { requestDemo, registerSchool, registerTeam } from './accounts'
import { applyToJob } from './careers'
import type { CallOptions } from './client'
import type { ApiContext } from './context'
import { enrolInClass, notifyClass } from './enrolments'
import {
  createAspiration,
  createBookReview,
  createDonation,
  createTestimony,
  createUserDisc,
} from './hostedDb'
import { createPayout } from './payouts'
import { createAppointment } from './posts'
import type { Result } from './result'

/** The demo request is a GET with the address in its query; as a submission its input is an object. */
const demoRequest = (ctx: ApiContext, input: { email: string }, options?: CallOptions) =>
  requestDemo(ctx, input.email, options)

export const SUBMISSIONS = {
  appointmentCreate: createAppointment,
  careerJobApply: applyToJob,
  requestDemo: demoRequest,
  teamRegister: registerTeam,
  schoolRegister: registerSchool,
  classEnroll: enrolInClass,
  classNotify: notifyClass,
  payoutCreate: createPayout,
  bookReviewsCreate: createBookReview,
  aspirationsCreate: createAspiration,
  testimoniesCreate: createTestimony,
  donationsCreate: createDonation,
  userDiscCreate: createUserDisc,
}

type Table = typeof SUBMISSIONS

export type SubmissionName = keyof Table
/** What the call takes: its body (its query for the demo request). */
export type SubmissionInput<N extends SubmissionName> = Parameters<Table[N]>[1]
/** What the call's schema gives on success. */
export type SubmissionAnswer<N extends SubmissionName> =
  Awaited<ReturnType<Table[N]>> extends Result<infer T> ? T : never

/** A submission as a form hands it over: the call, its typed input, and what the visitor calls it. */
export interface SubmissionDraft<N extends SubmissionName = SubmissionName> {
  call: N
  /** Shown when it is queued and when it is delivered. */
  label: string
  input: SubmissionInput<N>
}

/** Any one submission, with its call and input kept together (`s.call === 'classEnroll'` narrows `s.input`). */
export type AnySubmissionDraft = { [N in SubmissionName]: SubmissionDraft<N> }[SubmissionName]
