import { useEffect, useState } from 'react'
import { usePostById, usePosts, type Appointment } from '../../api/posts'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { Field, FormStatus } from '../../components/Field'
import { LoadError } from '../../components/LoadError'
import { formatDate } from '../../components/format'
import { useForm } from '../../components/useForm'
import { useUrlState } from '../../components/urlState'
import { useLazyQueuedSubmit } from '../../shell/outbox/useLazyQueuedSubmit'
import { useSite } from '../../shell/site'
import { siteOrigin } from '../../sites/apiContext'
import { SampleNote } from '../../components/SampleNote'
import {
  APPOINTMENT_RULES,
  APPOINTMENT_SLOTS,
  EMPTY_APPOINTMENT,
  MESSAGE_MAX,
  appointmentPayload,
  topicListParams,
} from '../../features/appointment/appointment'
import '../../features/events/styles.scss'

/**
 * `/Make-Appointment`: book a meeting about a program, a service or an event (the post it is
 * created from, SPEC §3). `?postId=` preselects the topic (event pages link here), `?perihal=`
 * starts the message (job pages). Sent through the outbox: offline, unanswered or answered with a
 * 5xx, the request waits on the device and is delivered later, once (its idempotency key).
 */
export default function Page() {
  const { tenant } = useSite()
  const send = useLazyQueuedSubmit(true)
  const url = useUrlState()
  const [receipt, setReceipt] = useState<{ appointment: Appointment; topic: string } | null>(null)
  const topics = usePosts(topicListParams)
  const wantedId = Number.parseInt(url.query.postId ?? '', 10)
  const listed = topics.data?.data.some((p) => p.id === wantedId)
  const extra = usePostById(wantedId > 0 && topics.data && !listed ? { id: wantedId } : null)
  const options = [
    ...(extra.data ? [{ value: String(extra.data.data.id), label: extra.data.data.title }] : []),
    ...(topics.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.title })),
  ]

  const form = useForm({
    initial: EMPTY_APPOINTMENT,
    rules: APPOINTMENT_RULES,
    draftKey: 'draft:make-appointment',
    onSubmit: async (values) => {
      const outcome = await send({
        call: 'appointmentCreate',
        label: `Permintaan janji temu ${formatDate(values.date)} pukul ${values.time} WIB`,
        input: appointmentPayload(values),
      })
      if (!outcome.status) return { status: false, message: `Janji temu belum terkirim: ${outcome.message}` }
      if (outcome.queued) return outcome
      // No booking when the service took it but its answer was unreadable (shell/outbox/send.ts).
      const appointment = outcome.data
      if (!appointment)
        return {
          status: true,
          message: 'Janji temu terkirim. Tim kami akan menghubungi Anda untuk konfirmasi.',
        }
      const topic = options.find((o) => o.value === values.topic)?.label ?? ''
      setReceipt({ appointment, topic })
      return {
        status: true,
        message: `Janji temu tercatat dengan nomor ${appointment.id}. Tim kami akan menghubungi Anda untuk konfirmasi.`,
      }
    },
  })

  // Links from an event or a job fill the topic or the message, without overwriting what was typed.
  const { setValues } = form
  const presetTopic =
    wantedId > 0 && options.some((o) => o.value === String(wantedId)) ? String(wantedId) : ''
  const presetMessage = url.query.perihal ?? ''
  useEffect(() => {
    if (!presetTopic && !presetMessage) return
    setValues((v) => ({
      ...v,
      topic: v.topic || presetTopic,
      message: v.message || (presetMessage ? `Perihal: ${presetMessage.slice(0, 200)}\n` : ''),
    }))
  }, [presetTopic, presetMessage, setValues])

  return (
    <div className="container appointment">
      <Breadcrumbs crumbs={[{ label: 'Buat Janji Temu' }]} origin={siteOrigin(tenant)} />
      <h1>Buat Janji Temu</h1>
      <p className="lead">
        Ceritakan kebutuhan Anda: konsultasi program, pelatihan untuk tim, perekrutan lulusan, atau kerja
        sama. Pilih waktu yang cocok; kami mengonfirmasi lewat email atau telepon.
      </p>
      {topics.error && !topics.data && (
        <LoadError
          what="Daftar topik"
          message={topics.error.message}
          onRetry={() => void topics.mutate()}
          retrying={topics.isValidating}
        />
      )}
      <SampleNote of={topics.data?.data} />
      <form className="appointment__form" noValidate onSubmit={(e) => void form.handleSubmit(e)}>
        <div className="appointment__grid">
          <div className="appointment__wide">
            <Field
              as="select"
              label="Topik atau layanan"
              field={form.field('topic')}
              options={options}
              placeholder={topics.data ? 'Pilih topik…' : 'Memuat topik…'}
              required
            />
          </div>
          <Field label="Tanggal" type="date" field={form.field('date')} required hint="Mulai hari ini." />
          <Field
            as="select"
            label="Jam (WIB)"
            field={form.field('time')}
            options={APPOINTMENT_SLOTS.map((s) => ({ value: s, label: s }))}
            placeholder="Pilih jam…"
            required
          />
          <div className="appointment__wide">
            <Field label="Nama lengkap" field={form.field('name')} autoComplete="name" required />
          </div>
          <Field label="Email" type="email" field={form.field('email')} autoComplete="email" required />
          <Field
            label="Nomor telepon/WhatsApp"
            type="tel"
            field={form.field('phone')}
            autoComplete="tel"
            hint="Diawali +62 atau 08."
            required
          />
          <div className="appointment__wide">
            <Field
              label="Instansi atau perusahaan"
              field={form.field('organization')}
              autoComplete="organization"
            />
            <Field
              as="textarea"
              label="Pesan"
              field={form.field('message')}
              rows={5}
              hint={`Opsional, maksimal ${MESSAGE_MAX} karakter.`}
            />
          </div>
        </div>
        <FormStatus outcome={form.outcome} />
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? 'Mengirim…' : 'Kirim permintaan'}
        </button>
      </form>
      {receipt && form.outcome?.status && (
        <section className="card job-item" aria-labelledby="appointment-receipt">
          <h2 id="appointment-receipt">Ringkasan janji temu</h2>
          <dl className="appointment__receipt">
            <dt>Nomor</dt>
            <dd>{receipt.appointment.id}</dd>
            {receipt.topic && (
              <>
                <dt>Topik</dt>
                <dd>{receipt.topic}</dd>
              </>
            )}
            <dt>Waktu</dt>
            <dd>
              {formatDate(receipt.appointment.preferredDate, 'full')}
              {receipt.appointment.preferredTime && <>, pukul {receipt.appointment.preferredTime} WIB</>}
            </dd>
            <dt>Kontak</dt>
            <dd>
              {receipt.appointment.name} · {receipt.appointment.email} · {receipt.appointment.phone}
            </dd>
          </dl>
        </section>
      )}
    </div>
  )
}
