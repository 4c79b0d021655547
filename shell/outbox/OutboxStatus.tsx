/**
 * The outbox's report, rendered once in the shell's notices (shell/Notices.tsx): drains the queue
 * once the page is idle (shell/idle.ts), when the browser comes back online and, while something
 * waits, when its wait is over (shell/outbox/schedule.ts), and says what was delivered (when, in
 * Indonesian) and how much still waits. A parked submission (a lapsed sign-in, a refusal) is shown
 * with its reason until the visitor acts: sign in again (the login comes back to this page), send
 * it again, or discard it. It imports the outbox only when
 * shell/outbox/marker.ts says something may be queued, or once a form of this tab or another one
 * queues something: a visit with nothing queued downloads none of it.
 */
import { useEffect, useState } from 'react'
import { useApiContext } from '../../api/hooks'
import { whenIdleAfterLoad } from '../idle'
import type { Delivery, QueuedSubmission } from './outbox'
import { mayHaveQueued, onQueued } from './marker'
import { loginHref } from '../signedIn'

const loadOutbox = () => import('./outbox')

/** How often a waiting outbox looks whether its next attempt is due (the back-off decides). */
const RETRY_MS = 15_000
/** When a returning connection's first pass is tried once more. */
const ONLINE_SETTLE_MS = 3_000

type OutboxModule = Awaited<ReturnType<typeof loadOutbox>>

/** The login link for this page, read when the visitor taps it (the page may have changed since). */
const signInAgain = () => window.location.assign(loginHref(window.location.pathname + window.location.search))

export function OutboxStatus() {
  const ctx = useApiContext()
  const [pending, setPending] = useState(0)
  const [parked, setParked] = useState<QueuedSubmission[]>([])
  const [reports, setReports] = useState<{ id: string; text: string }[]>([])
  const [module, setModule] = useState<OutboxModule | null>(null)

  useEffect(() => {
    let alive = true
    let stop = () => {}
    let started = false
    /** Set once the outbox watches; until then a returning connection is remembered. */
    let drainNow: ((force: boolean) => void) | null = null
    let cameOnline = false
    // The outbox loads only when something may be queued: now, or once a form of this tab or
    // another one queues a submission.
    // What an earlier visit left is tried at once, whichever loads the outbox first: the idle start
    // below, or a form of this page opening the store on mount (shell/outbox/submit.ts), which
    // re-marks what it finds and so reaches the `onQueued` listener before the page is idle. Read
    // before this page can queue anything: a submission this page queues waits for its back-off.
    const leftEarlier = mayHaveQueued()
    const start = () => {
      if (started) return
      started = true
      loadOutbox().then(
        (loaded) => {
          if (!alive) return
          setModule(loaded)
          stop = watch(loaded)
        },
        (error: unknown) => {
          started = false // a later submission or start tries again
          console.warn('[outbox] the outbox did not load:', error)
        },
      )
    }
    const watch = (loaded: OutboxModule) => {
      const outbox = loaded.browserOutboxInstance()
      const refresh = () =>
        void outbox
          .pending()
          .then((items) => {
            if (!alive) return
            setPending(items.filter((item) => !item.parked).length)
            setParked(items.filter((item) => item.parked))
          })
          .catch(() => undefined)
      // Each delivery is reported once, however many triggers awaited the pass that made it; a
      // parked one shows from the store, with its actions, until the visitor acts on it.
      const report = (settled: Delivery[]) => {
        const delivered = settled.filter((d) => d.result.status && !d.submission.parked)
        if (!alive || !delivered.length) return
        const now = Date.now()
        setReports((r) => [
          ...r,
          ...delivered.map((d) => ({
            id: d.submission.id,
            text: loaded.DELIVERED_TEXT(d.submission.label, now),
          })),
        ])
      }
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
      drain(leftEarlier || cameOnline)
      drainNow = drain
      const timer = window.setInterval(() => {
        void outbox.pending().then((items) => items.some((item) => !item.parked) && drain(false))
      }, RETRY_MS)
      return () => {
        unsubscribe()
        unreport()
        window.clearInterval(timer)
      }
    }
    // Listened to from the start: the connection may return while the outbox is still loading.
    // A connection that has just come back may fail its first request (a phone's radio still
    // attaching), and that failure would wait out the back-off: one more forced pass a moment later.
    const onOnline = () => {
      if (!drainNow) {
        cameOnline = true
        return
      }
      drainNow(true)
      window.setTimeout(() => {
        if (alive) drainNow?.(true)
      }, ONLINE_SETTLE_MS)
    }
    window.addEventListener('online', onOnline)
    const stopListening = onQueued(start)
    // What an earlier visit queued is looked at once the page is idle (shell/idle.ts).
    const cancelStart = whenIdleAfterLoad(() => {
      if (mayHaveQueued()) start()
    })
    return () => {
      alive = false
      window.removeEventListener('online', onOnline)
      cancelStart()
      stopListening()
      stop()
    }
  }, [ctx])

  const outbox = module?.browserOutboxInstance()
  const act = (what: Promise<unknown> | undefined) =>
    void what?.catch((error: unknown) => console.warn('[outbox] action failed', error))

  if (pending === 0 && parked.length === 0 && reports.length === 0) return null
  return (
    <>
      {pending > 0 && (
        <div className="notice" role="status" aria-live="polite" data-outbox-pending={pending}>
          {pending} kiriman menunggu koneksi dan akan dikirim otomatis.
        </div>
      )}
      {module &&
        parked.map((item) =>
          item.parked ? (
            <div key={item.id} className="notice" role="alert" data-outbox-parked={item.parked.reason}>
              <span>{module.PARKED_TEXT(item.label, item.parked)}</span>
              <span className="notice__actions">
                {item.parked.reason === 'auth' && (
                  <button type="button" className="button button--small" onClick={signInAgain}>
                    Masuk lagi
                  </button>
                )}
                <button
                  type="button"
                  className="button button--small button--light"
                  onClick={() => act(outbox?.retry(ctx, item.id))}
                >
                  Kirim ulang
                </button>
                <button
                  type="button"
                  className="button button--small button--light"
                  onClick={() => act(outbox?.discard(item.id))}
                >
                  Hapus
                </button>
              </span>
            </div>
          ) : null,
        )}
      {reports.map((r) => (
        <div key={r.id} className="notice" data-outbox-delivered="true" role="status" aria-live="polite">
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
