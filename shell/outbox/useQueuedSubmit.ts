/**
 * `useQueuedSubmit()` for the `onSubmit` of a page's form: sends now, or queues when offline or
 * unanswered (shell/outbox/submit.ts). The outbox is part of the page's code, and its store is opened
 * on mount.
 */
import { useCallback, useEffect } from 'react'
import { useApiContext } from '../../api/hooks'
import { openOutboxStore, submitQueued, type QueuedSubmit } from './submit'

export function useQueuedSubmit(): QueuedSubmit {
  const ctx = useApiContext()
  useEffect(openOutboxStore, [])
  return useCallback<QueuedSubmit>((draft) => submitQueued(ctx, draft), [ctx])
}
