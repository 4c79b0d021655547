/**
 * A form's submission through the outbox (shell/offlineQueue.ts): sent now, or kept on the device
 * when offline or unanswered, as the outcome `useForm` shows (a queued submission counts as kept, so
 * the form clears: the data is safe in IndexedDB, and the visitor is told it will be sent). A kept
 * one carries `later`: the form's message once this tab delivers it (sent, and when) or parks it
 * (why, the actions are in the outbox's notice), so the form never still says "disimpan" after.
 *
 * Imported statically by the pages that have a form (shell/useQueuedSubmit.ts), so the outbox and
 * its store come with the page's own code: a connection lost right after the page appeared cannot
 * leave the form without them. Pages without a form never load it (shell/useLazyQueuedSubmit.ts).
 */
import type { ApiContext } from '../api/context'
import type { SubmitOutcome } from '../components/useForm'
import {
  browserOutboxInstance,
  DELIVERED_TEXT,
  PARKED_TEXT,
  QUEUED_LATER_TEXT,
  QUEUED_TEXT,
  type Delivery,
  type SubmissionDraft,
} from './offlineQueue'

export type QueuedOutcome = SubmitOutcome & { queued?: boolean; data?: unknown }

/** The form's message once its kept submission is delivered or parked. */
export function settledOutcome({ submission, result }: Delivery, now = Date.now()): SubmitOutcome {
  if (submission.parked) return { status: false, message: PARKED_TEXT(submission.label, submission.parked) }
  return result.status
    ? { status: true, message: DELIVERED_TEXT(submission.label, now) }
    : { status: false, message: result.message }
}

export async function submitQueued(ctx: ApiContext, draft: SubmissionDraft): Promise<QueuedOutcome> {
  const online = navigator.onLine
  const outbox = browserOutboxInstance()
  const outcome = await outbox.submit(ctx, draft, online)
  if (outcome.kind === 'queued')
    return {
      status: true,
      queued: true,
      message: online ? QUEUED_LATER_TEXT(draft.label) : QUEUED_TEXT(draft.label),
      later: outbox.settled(outcome.submission.id).then((delivery) => settledOutcome(delivery)),
    }
  return { status: outcome.result.status, message: outcome.result.message, data: outcome.result.data }
}

/** Opens the store now, while there is a connection and nothing else to do. */
export function openOutboxStore(): void {
  void browserOutboxInstance()
    .pending()
    .catch(() => undefined)
}
