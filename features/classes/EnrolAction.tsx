/**
 * The class page's call to action, by what the visitor can do with this class:
 * - Joined already (free or paid; `v1/class/mine`): "Anda terdaftar" with what happens next, the
 *   schedule, the webinar, the syllabus and "Kelas saya" on the account page. Read from the API, so
 *   it survives a reload.
 * - A free class that is open or running: "Daftar gratis" enrols in one tap through the outbox
 *   (shell/outbox/outbox.ts), so a tap made offline is kept on the device and delivered once when
 *   the connection returns, also after a reload; until then the page says it waits.
 *   A guest's "Daftar gratis" is the login that returns here; back on the page one more tap joins.
 *   (Joining on return by itself would enrol someone who only meant to look after signing in.)
 * - A paid class: the payment button (features/account/ClassPaymentButton.tsx); after the gateway,
 *   the paid invoice makes the class "Anda terdaftar" here too.
 * - Full (`registered >= quota`) or finished: "Kabari saya", an e-mail stored once per class.
 */
import { useEffect, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'
import { enrolmentKeys, useMyClasses, type MyClass } from '../../api/enrolments'
import type { ClassOverview } from '../../api/classes'
import { useApiContext } from '../../api/hooks'
import { Link } from '../../components/Link'
import { useHydrated } from '../../components/urlState'
import { loginHref, useSignedIn } from '../../shell/signedIn'
import { useLazyQueuedSubmit } from '../../shell/outbox/useLazyQueuedSubmit'
import { ClassNextSteps } from '../account/ClassNextSteps'
import { ClassPaymentButton } from '../account/ClassPaymentButton'
import { MY_CLASSES_HREF } from '../account/learnerLinks'
import { NotifyForm } from './NotifyForm'

const loadOutbox = () => import('../../shell/outbox/outbox')

export const isFull = (item: Pick<ClassOverview, 'quota' | 'registered'>) =>
  Boolean(item.quota && (item.registered ?? 0) >= item.quota)

function Enrolled({ mine }: { mine: MyClass }) {
  return (
    <div className="enrolled" role="status">
      <p className="enrolled__title">Anda terdaftar</p>
      <p>Sampai jumpa di kelas. Yang berikutnya:</p>
      <ClassNextSteps item={mine} syllabusHref="#silabus" />
      <Link className="button button--outline" href={MY_CLASSES_HREF}>
        Buka Kelas saya
      </Link>
    </div>
  )
}

/** Whether the outbox holds this learner's enrolment in this class (a tap made offline). */
function useQueuedEnrolment(classId: number, enabled: boolean, onDelivered: () => void) {
  const [queued, setQueued] = useState(false)
  const delivered = useRef(onDelivered)
  delivered.current = onDelivered
  useEffect(() => {
    if (!enabled) return
    let alive = true
    let stop = () => {}
    void loadOutbox().then(
      ({ browserOutboxInstance }) => {
        if (!alive) return
        const outbox = browserOutboxInstance()
        const refresh = () =>
          void outbox
            .pending()
            .then(
              (items) =>
                alive &&
                setQueued(items.some((s) => s.call === 'classEnroll' && s.input.classId === classId)),
            )
            .catch(() => undefined)
        refresh()
        const unsubscribe = outbox.subscribe(refresh)
        const unDelivered = outbox.onDelivered((deliveries) => {
          if (deliveries.some((d) => d.submission.call === 'classEnroll')) delivered.current()
        })
        stop = () => {
          unsubscribe()
          unDelivered()
        }
      },
      () => undefined,
    )
    return () => {
      alive = false
      stop()
    }
  }, [classId, enabled])
  return [queued, setQueued] as const
}

function JoinFree({ item, onJoined }: { item: ClassOverview; onJoined: () => void }) {
  const send = useLazyQueuedSubmit(true)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [queued, setQueued] = useQueuedEnrolment(item.id, true, onJoined)

  const join = async () => {
    if (busy) return
    setBusy(true)
    setMessage(null)
    const outcome = await send({
      call: 'classEnroll',
      label: `Pendaftaran kelas ${item.name}`,
      input: { classId: item.id },
    })
    setBusy(false)
    if (outcome.queued) {
      setQueued(true)
      setMessage({ ok: true, text: outcome.message })
    } else if (outcome.status) onJoined()
    else setMessage({ ok: false, text: `Pendaftaran belum berhasil: ${outcome.message}` })
  }

  return (
    <div className="enrol">
      {queued ? (
        <p className="alert" role="status">
          Pendaftaran Anda tersimpan di perangkat ini dan akan dikirim otomatis saat koneksi kembali.
        </p>
      ) : (
        <button
          type="button"
          className="button class-summary__cta"
          disabled={busy}
          onClick={() => void join()}
        >
          {busy ? 'Mendaftarkan…' : 'Daftar gratis'}
        </button>
      )}
      <div role="status" aria-live="polite">
        {message && !queued && (
          <p className={`alert ${message.ok ? 'alert--success' : 'alert--danger'}`}>{message.text}</p>
        )}
      </div>
    </div>
  )
}

export function EnrolAction({ item, path }: { item: ClassOverview; path: string }) {
  const ctx = useApiContext()
  const hydrated = useHydrated()
  const signedIn = useSignedIn(ctx.tokens)
  const { mutate } = useSWRConfig()
  const mine = useMyClasses(signedIn)
  const joined = mine.data?.data.find((k) => k.classId === item.id)
  const refresh = () => {
    void mine.mutate()
    void mutate(enrolmentKeys.payments(ctx.tenantId))
  }
  const finished = item.state === 'finished'
  const full = isFull(item)

  if (joined) return <Enrolled mine={joined} />
  if (finished || full)
    return (
      <>
        <p className="class-summary__closed">
          {finished
            ? 'Kelas ini sudah selesai. Tinggalkan email Anda, kami kabari saat kelas ini dibuka lagi.'
            : 'Kuota kelas ini sudah penuh. Tinggalkan email Anda, kami kabari saat ada kursi atau angkatan baru.'}
        </p>
        <NotifyForm classId={item.id} />
      </>
    )
  if (item.price) return <ClassPaymentButton classId={item.id} price={item.price} />
  if (hydrated && signedIn && mine.isLoading)
    return (
      <button type="button" className="button class-summary__cta" disabled>
        Daftar gratis
      </button>
    )
  if (!signedIn)
    return (
      <Link className="button class-summary__cta" href={loginHref(path)}>
        Daftar gratis
      </Link>
    )
  return <JoinFree item={item} onJoined={refresh} />
}
