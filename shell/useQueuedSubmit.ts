/**
 * `useQueuedSubmit()` for the `onSubmit` of a page's form: sends now, or queues when offline or
 * unanswered (shell/queuedSubmit.ts). The outbox is part of the page's code, and its store is opened
 * on mount.
 */
import { useCallback, useEffect } from 'react'
import { useApiContext } from '../api/hooks'
import { openOutboxStore, submitQueued, type QueuedOutcome } from './queuedSubmit'
import type { SubmissionDraft } from './offlineQueue'

export function useQueuedSubmit() {
  const ctx = useApiContext()
  useEffect(openOutboxStore, [])
  return useCallback((draft: SubmissionDraft): Promise<QueuedOutcome> => submitQueued(ctx, draft), [ctx])
}
