/**
 * The outbox's submit for forms on pages whose first load must stay light (the home's coming-soon
 * landing, the appointment, the community tables, the demo request on the product pages):
 * `useLazyQueuedSubmit(enabled)` loads the outbox on mount when enabled, right after the page.
 * The registration and account pages import it statically instead (shell/outbox/useQueuedSubmit.ts).
 * What was queued is drained and reported by shell/outbox/OutboxStatus.tsx.
 */
import { useCallback, useEffect } from 'react'
import { useApiContext } from '../../api/hooks'
import { MESSAGES } from '../../api/messages'
import type { QueuedSubmit } from './submit'

const loadSubmit = () => import('./submit')

export function useLazyQueuedSubmit(enabled: boolean): QueuedSubmit {
  const ctx = useApiContext()
  useEffect(() => {
    if (!enabled) return
    void loadSubmit().then(
      (module) => module.openOutboxStore(),
      () => undefined, // offline: the submit below says so
    )
  }, [enabled])
  return useCallback<QueuedSubmit>(
    async (draft) => {
      try {
        return await (await loadSubmit()).submitQueued(ctx, draft)
      } catch (error) {
        // Offline before the outbox could load: nothing was sent, and the form keeps its input.
        console.warn('[outbox] the outbox did not load:', error)
        return { status: false, message: MESSAGES.network }
      }
    },
    [ctx],
  )
}
