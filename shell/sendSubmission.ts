/**
 * Delivers one queued submission (shell/offlineQueue.ts loads this module on the first send).
 */
import * as z from 'zod/mini'
import { CALLS } from '../api/calls'
import { request } from '../api/client'
import type { ApiContext } from '../api/context'
import { fail, ok } from '../api/result'
import { IDEMPOTENCY_HEADER, type QueuedSubmission, type SendResult } from './offlineQueue'

const anyBody = z.unknown()

/**
 * Sends one submission with its idempotency key. Understands both answer shapes of the backends:
 * the `{ status, message, data }` envelope and the hosted database's plain rows.
 */
export async function sendSubmission(ctx: ApiContext, s: QueuedSubmission): Promise<SendResult> {
  const res = await request(ctx, CALLS[s.call], anyBody, {
    body: s.body,
    query: s.query,
    pathParams: s.pathParams,
    headers: { [IDEMPOTENCY_HEADER]: s.id },
  })
  // `Retry-After` goes with the failure: the outbox waits as long as the service asked.
  if (!res.ok) return { ...fail(res.message, res.httpStatus), retryAfter: res.retryAfter }
  const body = res.body as { status?: unknown; message?: unknown; data?: unknown } | null
  const message = body && typeof body.message === 'string' ? body.message : 'Terkirim'
  if (body && body.status === false) return fail(message, res.httpStatus)
  return ok(body && 'data' in body ? body.data : body, message)
}
