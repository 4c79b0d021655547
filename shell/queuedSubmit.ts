/**
 * A form's submission through the outbox (shell/offlineQueue.ts): sent now, or kept on the device
 * when offline or unanswered, as the outcome `useForm` shows (a queued submission counts as kept, so
 * the form clears: the data is safe in IndexedDB, and the visitor is told it will be sent).
 *
 * Imported statically by the pages that have a form (shell/useQueuedSubmit.ts), so the outbox and
 * its store come with the page's own code: a connection lost right after the page appeared cannot
 * leave the form without them. Pages without a form never load it (shell/useLazyQueuedSubmit.ts).
 */
import type { ApiContext } from '../api/context'
import type { SubmitOutcome } from '../components/useForm'
import { browserOutboxInstance, QUEUED_LATER_TEXT, QUEUED_TEXT, type SubmissionDraft } from './offlineQueue'

export type QueuedOutcome = SubmitOutcome & { queued?: boolean; data?: unknown }

export async function submitQueued(ctx: ApiContext, draft: SubmissionDraft): Promise<QueuedOutcome> {
  const online = navigator.onLine
  const outcome = await browserOutboxInstance().submit(ctx, draft, online)
  if (outcome.kind === 'queued')
    return {
      status: true,
      queued: true,
      message: online ? QUEUED_LATER_TEXT(draft.label) : QUEUED_TEXT(draft.label),
    }
  return { status: outcome.result.status, message: outcome.result.message, data: outcome.result.data }
}

/** Opens the store now, while there is a connection and nothing else to do. */
export function openOutboxStore(): void {
  void browserOutboxInstance()
    .pending()
    .catch(() => undefined)
}
