/**
 * Delivers one queued submission through its typed call of api/submissions.ts, the one a form would
 * call directly, with the submission's idempotency key (shell/outbox/outbox.ts loads this module on
 * the first send). The call's schema parses the answer.
 */
import type { ApiContext } from '../../api/context'
import { MESSAGES } from '../../api/messages'
import { fail, ok, type Result } from '../../api/result'
import {
  SUBMISSIONS,
  type SubmissionAnswer,
  type SubmissionDraft,
  type SubmissionName,
} from '../../api/submissions'
import { IDEMPOTENCY_HEADER, type QueuedSubmission, type SendResult } from './outbox'

/** What an item names no call of this version knows: it is refused, so the visitor can remove it. */
export const UNKNOWN_CALL_TEXT = 'Aplikasi ini tidak lagi mengenal jenis kiriman ini.'

type TypedCall<N extends SubmissionName> = (
  ctx: ApiContext,
  input: SubmissionDraft<N>['input'],
  options: { headers: Record<string, string> },
) => Promise<Result<SubmissionAnswer<N>>>

/** The call of one name, with its input and answer types tied to that name. */
export function submissionCall<N extends SubmissionName>(name: N): TypedCall<N> | undefined {
  return Object.hasOwn(SUBMISSIONS, name) ? (SUBMISSIONS[name] as TypedCall<N>) : undefined
}

/** Said when the service took a submission but its answer could not be read (no data to show). */
export const TAKEN_TEXT = 'Terkirim'

/**
 * A 2xx whose JSON the call's schema does not accept: the service stored the submission, only its
 * answer has another shape. Sending it again would get the same answer (same key), so it counts as
 * delivered, without data: the form says it was sent, without details it does not have. A body that
 * is not JSON at all stays a failure with its reason (the answer may have been cut off).
 */
export function takenUnread(result: Result<unknown>): boolean {
  if (result.status) return false
  const http = result.httpStatus ?? 0
  return http >= 200 && http < 300 && result.message === MESSAGES.schema
}

export async function sendSubmission(ctx: ApiContext, s: QueuedSubmission): Promise<SendResult> {
  const call = submissionCall(s.call)
  if (!call) return fail(UNKNOWN_CALL_TEXT, 400)
  const result = await call(ctx, s.input, { headers: { [IDEMPOTENCY_HEADER]: s.id } })
  return takenUnread(result) ? ok(undefined, TAKEN_TEXT) : result
}
