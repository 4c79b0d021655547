/**
 * The React side of the outbox (shell/offlineQueue.ts):
 * - `useQueuedSubmit()` for a form's `onSubmit`: sends now, or queues when offline or unanswered,
 *   and returns the outcome `useForm` shows (a queued submission counts as kept, so the form
 *   clears: the data is safe in IndexedDB, and the visitor is told it will be sent).
 * - `<OutboxStatus />`, rendered once by the shell: drains the queue once the page is idle (shell/idle.ts), when the browser
 *   comes back online and every 30 s while something waits, and says what was delivered (or
 *   refused, with the reason) and how much still waits, inside the shell's notices (shell/Notices.tsx).
 *
 * The outbox itself (shell/offlineQueue.ts, IndexedDB, the sender) is imported on first use: when a
 * form is sent, or when shell/outboxMarker.ts says something may be queued. A visit with nothing
 * queued downloads none of it.
 */
import { useCallback, useEffect, useState } from 'react'
import { useApiContext } from '../api/hooks'
import { MESSAGES } from '../api/messages'
import { whenIdleAfterLoad } from './idle'
import type { SubmitOutcome } from '../components/useForm'
import type { Delivery, SubmissionDraft } from './offlineQueue'
import { mayHaveQueued, onQueued } from './outboxMarker'

const loadOutbox = () => import('./offlineQueue')

const RETRY_MS = 30_000

/**
 * `warm`: the form is on the page, so the outbox and its store are fetched right away, while there
 * is a connection: a visitor who loses it before sending still gets the submission kept.
 */
export function useQueuedSubmit(warm = true) {
  const ctx = useApiContext()
  useEffect(() => {
    if (!warm) return
    // Listing opens the store too (its IndexedDB wrapper is another chunk).
    void loadOutbox()
      .then((outbox) => outbox.browserOutboxInstance().pending())
      .catch(() => undefined)
  }, [warm])
  return useCallback(
    async (draft: SubmissionDraft): Promise<SubmitOutcome & { queued?: boolean; data?: unknown }> => {
      let outbox: Awaited<ReturnType<typeof loadOutbox>>
      try {
        outbox = await loadOutbox()
      } catch (error) {
        // Offline on a page whose outbox chunk was never fetched: nothing was sent, the form keeps its input.
        console.warn('[outbox] the outbox did not load:', error)
        return { status: false, message: MESSAGES.network }
      }
      const outcome = await outbox.browserOutboxInstance().submit(ctx, draft, navigator.onLine)
      if (outcome.kind === 'queued')
        return { status: true, queued: true, message: outbox.QUEUED_TEXT(draft.label) }
      return { status: outcome.result.status, message: outcome.result.message, data: outcome.result.data }
    },
    [ctx],
  )
}

export function deliveryText(
  { submission, result }: Delivery,
  texts: Pick<Awaited<ReturnType<typeof loadOutbox>>, 'DELIVERED_TEXT' | 'REFUSED_TEXT'>,
): string {
  return result.status
    ? texts.DELIVERED_TEXT(submission.label)
    : texts.REFUSED_TEXT(submission.label, result.message)
}

export function OutboxStatus() {
  const ctx = useApiContext()
  const [pending, setPending] = useState(0)
  const [reports, setReports] = useState<{ id: string; ok: boolean; text: string }[]>([])

  useEffect(() => {
    let alive = true
    let stop = () => {}
    let started = false
    // The outbox loads only when something may be queued: now, or once a form of this tab or
    // another one queues a submission.
    const start = () => {
      if (started) return
      started = true
      loadOutbox().then(
        (module) => {
          if (alive) stop = watch(module)
        },
        (error: unknown) => {
          started = false // a later submission or start tries again
          console.warn('[outbox] the outbox did not load:', error)
        },
      )
    }
    const watch = (module: Awaited<ReturnType<typeof loadOutbox>>) => {
      const outbox = module.browserOutboxInstance()
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
              ...delivered.map((d) => ({
                id: d.submission.id,
                ok: d.result.status,
                text: deliveryText(d, module),
              })),
            ])
          })
          .catch((error: unknown) => console.warn('[outbox] drain failed', error))
      }
      const unsubscribe = outbox.subscribe(refresh)
      refresh()
      drain()
      window.addEventListener('online', drain)
      const timer = window.setInterval(() => {
        void outbox.pending().then((items) => items.length > 0 && drain())
      }, RETRY_MS)
      return () => {
        unsubscribe()
        window.removeEventListener('online', drain)
        window.clearInterval(timer)
      }
    }
    const stopListening = onQueued(start)
    // What an earlier visit queued is looked at once the page is idle (shell/idle.ts).
    const cancelStart = whenIdleAfterLoad(() => {
      if (mayHaveQueued()) start()
    })
    return () => {
      alive = false
      cancelStart()
      stopListening()
      stop()
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
