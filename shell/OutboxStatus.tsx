/**
 * The outbox's report, rendered once in the shell's notices (shell/Notices.tsx): drains the queue
 * once the page is idle (shell/idle.ts), when the browser comes back online and, while something
 * waits, when its back-off is over (shell/offlineQueue.ts), and says what was delivered (or
 * refused, with the reason) and how much still waits. It imports the outbox only when
 * shell/outboxMarker.ts says something may be queued, or once a form of this tab or another one
 * queues something: a visit with nothing queued downloads none of it.
 */
import { useEffect, useState } from 'react'
import { useApiContext } from '../api/hooks'
import { whenIdleAfterLoad } from './idle'
import type { Delivery } from './offlineQueue'
import { mayHaveQueued, onQueued } from './outboxMarker'

const loadOutbox = () => import('./offlineQueue')

/** How often a waiting outbox looks whether its next attempt is due (the back-off decides). */
const RETRY_MS = 15_000

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
    /** Set once the outbox watches; until then a returning connection is remembered. */
    let drainNow: ((force: boolean) => void) | null = null
    let cameOnline = false
    // The outbox loads only when something may be queued: now, or once a form of this tab or
    // another one queues a submission.
    // `fromLoad`: what an earlier visit left is tried at once; a submission this page just queued
    // waits for its back-off.
    const start = (fromLoad: boolean) => {
      if (started) return
      started = true
      loadOutbox().then(
        (module) => {
          if (alive) stop = watch(module, fromLoad)
        },
        (error: unknown) => {
          started = false // a later submission or start tries again
          console.warn('[outbox] the outbox did not load:', error)
        },
      )
    }
    const watch = (module: Awaited<ReturnType<typeof loadOutbox>>, fromLoad: boolean) => {
      const outbox = module.browserOutboxInstance()
      const refresh = () =>
        void outbox
          .pending()
          .then((items) => alive && setPending(items.length))
          .catch(() => undefined)
      // Each delivery is reported once, however many triggers awaited the pass that made it.
      const report = (delivered: Delivery[]) =>
        alive &&
        setReports((r) => [
          ...r,
          ...delivered.map((d) => ({
            id: d.submission.id,
            ok: d.result.status,
            text: deliveryText(d, module),
          })),
        ])
      // Forced on load and when the connection returns; the timer respects the back-off.
      const drain = (force: boolean) => {
        if (!navigator.onLine) return
        void outbox
          .drain(ctx, { force })
          .catch((error: unknown) => console.warn('[outbox] drain failed', error))
      }
      const unsubscribe = outbox.subscribe(refresh)
      const unreport = outbox.onDelivered(report)
      refresh()
      drain(fromLoad || cameOnline)
      drainNow = drain
      const timer = window.setInterval(() => {
        void outbox.pending().then((items) => items.length > 0 && drain(false))
      }, RETRY_MS)
      return () => {
        unsubscribe()
        unreport()
        window.clearInterval(timer)
      }
    }
    // Listened to from the start: the connection may return while the outbox is still loading.
    const onOnline = () => {
      if (drainNow) drainNow(true)
      else cameOnline = true
    }
    window.addEventListener('online', onOnline)
    const stopListening = onQueued(() => start(false))
    // What an earlier visit queued is looked at once the page is idle (shell/idle.ts).
    const cancelStart = whenIdleAfterLoad(() => {
      if (mayHaveQueued()) start(true)
    })
    return () => {
      alive = false
      window.removeEventListener('online', onOnline)
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
