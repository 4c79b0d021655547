/**
 * The React side of the outbox (shell/offlineQueue.ts):
 * - `useQueuedSubmit()` for a form's `onSubmit`: sends now, or queues when offline or unanswered,
 *   and returns the outcome `useForm` shows (a queued submission counts as kept, so the form
 *   clears: the data is safe in IndexedDB, and the visitor is told it will be sent).
 * - `<OutboxStatus />`, rendered once by the shell: drains the queue once the page is idle (shell/idle.ts), when the browser
 *   comes back online and every 30 s while something waits, and says what was delivered (or
 *   refused, with the reason) and how much still waits, inside the shell's notices (shell/Notices.tsx).
 */
import { useCallback, useEffect, useState } from 'react'
import { useApiContext } from '../api/hooks'
import { whenIdleAfterLoad } from './idle'
import type { SubmitOutcome } from '../components/useForm'
import {
  browserOutboxInstance,
  DELIVERED_TEXT,
  QUEUED_TEXT,
  REFUSED_TEXT,
  type Delivery,
  type SubmissionDraft,
} from './offlineQueue'

const RETRY_MS = 30_000

export function useQueuedSubmit() {
  const ctx = useApiContext()
  return useCallback(
    async (draft: SubmissionDraft): Promise<SubmitOutcome & { queued?: boolean; data?: unknown }> => {
      const outcome = await browserOutboxInstance().submit(ctx, draft, navigator.onLine)
      if (outcome.kind === 'queued') return { status: true, queued: true, message: QUEUED_TEXT(draft.label) }
      return { status: outcome.result.status, message: outcome.result.message, data: outcome.result.data }
    },
    [ctx],
  )
}

export function deliveryText({ submission, result }: Delivery): string {
  return result.status ? DELIVERED_TEXT(submission.label) : REFUSED_TEXT(submission.label, result.message)
}

export function OutboxStatus() {
  const ctx = useApiContext()
  const [pending, setPending] = useState(0)
  const [reports, setReports] = useState<{ id: string; ok: boolean; text: string }[]>([])

  useEffect(() => {
    const outbox = browserOutboxInstance()
    let alive = true
    const refresh = () =>
      void outbox
        .pending()
        .then((items) => alive && setPending(items.length))
        .catch(() => undefined)
    const drain = () => {
      if (!navigator.onLine) return
      void outbox
        .drain(ctx)
        .then((delivered) => {
          if (!alive || delivered.length === 0) return
          setReports((r) => [
            ...r,
            ...delivered.map((d) => ({ id: d.submission.id, ok: d.result.status, text: deliveryText(d) })),
          ])
        })
        .catch((error: unknown) => console.warn('[outbox] drain failed', error))
    }
    const unsubscribe = outbox.subscribe(refresh)
    // The store (IndexedDB) and the sender load once the page is idle: a first visit has nothing queued.
    const cancelStart = whenIdleAfterLoad(() => {
      refresh()
      drain()
    })
    window.addEventListener('online', drain)
    const timer = window.setInterval(() => {
      void outbox.pending().then((items) => items.length > 0 && drain())
    }, RETRY_MS)
    return () => {
      alive = false
      cancelStart()
      unsubscribe()
      window.removeEventListener('online', drain)
      window.clearInterval(timer)
    }
  }, [ctx])

  if (pending === 0 && reports.length === 0) return null
  return (
    <>
      {pending > 0 && (
        <div className="notice" role="status" aria-live="polite" data-outbox-pending={pending}>
          {pending} kiriman menunggu koneksi dan akan dikirim otomatis.
        </div>
      )}
      {reports.map((r) => (
        <div key={r.id} className="notice" data-outbox-delivered={r.ok} role="status" aria-live="polite">
          <span>{r.text}</span>
          <button
            type="button"
            className="button button--small button--light"
            onClick={() => setReports((all) => all.filter((x) => x.id !== r.id))}
          >
            Tutup
          </button>
        </div>
      ))}
    </>
  )
}
