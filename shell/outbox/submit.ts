/**
 * A form's submission through the outbox (shell/outbox/outbox.ts): sent now, or kept on the device
 * when offline or unanswered, as the outcome `useForm` shows (a queued submission counts as kept, so
 * the form clears: the data is safe in IndexedDB, and the visitor is told it will be sent). A kept
 * one carries `later`: the form's message once this tab delivers it (sent, and when) or parks it
 * (why, the actions are in the outbox's notice), so the form never still says "disimpan" after.
 *
 * Imported statically by the pages that have a form (shell/outbox/useQueuedSubmit.ts), so the outbox and
 * its store come with the page's own code: a connection lost right after the page appeared cannot
 * leave the form without them. Pages without a form never load it (shell/outbox/useLazyQueuedSubmit.ts).
 */
import type { ApiContext } from '../../api/context'
import type {
  AnySubmissionDraft,
  SubmissionAnswer,
  SubmissionDraft,
  SubmissionName,
} from '../../api/submissions'
import type { SubmitOutcome } from '../../components/useForm'
import {
  browserOutboxInstance,
  DELIVERED_TEXT,
  PARKED_TEXT,
  QUEUED_LATER_TEXT,
  QUEUED_TEXT,
  type Delivery,
} from './outbox'

/** `data`: the call's parsed answer, when it was sent now and accepted. */
export type QueuedOutcome<T = unknown> = SubmitOutcome & { queued?: boolean; data?: T }

/** The outbox's submit as a form calls it: the call's name types its input and its answer. */
export type QueuedSubmit = <N extends SubmissionName>(
  draft: SubmissionDraft<N>,
) => Promise<QueuedOutcome<SubmissionAnswer<N>>>

/** The form's message once its kept submission is delivered or parked. */
export function settledOutcome({ submission, result }: Delivery, now = Date.now()): SubmitOutcome {
  if (submission.parked) return { status: false, message: PARKED_TEXT(submission.label, submission.parked) }
  return result.status
    ? { status: true, message: DELIVERED_TEXT(submission.label, now) }
    : { status: false, message: result.message }
}

export async function submitQueued<N extends SubmissionName>(
  ctx: ApiContext,
  draft: SubmissionDraft<N>,
): Promise<QueuedOutcome<SubmissionAnswer<N>>> {
  const online = navigator.onLine
  const outbox = browserOutboxInstance()
  // A draft of one name is one member of the union the outbox keeps.
  const outcome = await outbox.submit(ctx, draft as AnySubmissionDraft, online)
  if (outcome.kind === 'queued')
    return {
      status: true,
      queued: true,
      message: online ? QUEUED_LATER_TEXT(draft.label) : QUEUED_TEXT(draft.label),
      later: outbox.settled(outcome.submission.id).then((delivery) => settledOutcome(delivery)),
    }
  if (!outcome.result.status) return { status: false, message: outcome.result.message }
  // Sent now through the draft's own call (shell/outbox/send.ts): its schema gave this answer.
  return {
    status: true,
    message: outcome.result.message,
    data: outcome.result.data as SubmissionAnswer<N> | undefined,
  }
}

/** Opens the store now, while there is a connection and nothing else to do. */
export function openOutboxStore(): void {
  void browserOutboxInstance()
    .pending()
    .catch(() => undefined)
}
