/**
 * A queued submission as the device keeps it, and as IndexedDB gives it back. Items stored by an earlier version of the app
 * named a row of api/calls.ts with the request's raw parts (`body`, `query`); they are read here as
 * the typed draft that call takes now, so what a visitor queued before an update is still delivered
 * after it (and written back in the new shape on its next attempt). The old demo request kept the
 * address in its query; every other queueable call sent its input as the body.
 */
import type { AnySubmissionDraft } from '../../api/submissions'
import type { Schedule } from './schedule'

/** What the outbox keeps of a submission: the typed draft, its idempotency key and its schedule. */
export type QueuedSubmission = AnySubmissionDraft &
  Schedule & {
    /** The idempotency key: the same on every attempt. */
    id: string
    attempts: number
  }

interface LegacyFields {
  call: string
  body?: unknown
  query?: Record<string, unknown>
  input?: unknown
}

export function fromStored(raw: unknown): QueuedSubmission {
  const item = raw as LegacyFields & Record<string, unknown>
  if ('input' in item) return item as unknown as QueuedSubmission
  const { body, query, ...rest } = item
  const input = item.call === 'requestDemo' ? { email: String(query?.email ?? '') } : body
  delete rest.pathParams
  return { ...rest, input } as unknown as QueuedSubmission
}
