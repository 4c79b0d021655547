/**
 * Applying to a job (`POST v1/career/job/apply`, ours: api/README.md): name, e-mail, phone, a short
 * motivation and a CV. The CV goes to the drive first (`v1/upload`, features/account/FileUpload),
 * the application then carries its address through the outbox (shell/outbox/useQueuedSubmit), so a
 * connection lost at the moment of sending keeps the application and sends it later, once
 * (Idempotency-Key). A failed send keeps what was typed.
 *
 * No sign-in: the upload and the application take the guest token every visitor holds, and a
 * candidate asked to make an account first is a candidate lost. A job past its deadline day takes no
 * applications (the sandbox refuses them too); that is decided after hydration, on the visitor's
 * clock, since the page may have been built days before.
 */
import { useState } from 'react'
import { Field, FormStatus } from '../../components/Field'
import { useHydrated } from '../../components/urlState'
import { useForm } from '../../components/useForm'
import { rules } from '../../components/validation'
import { useQueuedSubmit } from '../../shell/outbox/useQueuedSubmit'
import { FileUpload } from '../account/FileUpload'
import '../account/styles.scss'

export const MOTIVATION_MAX = 1000
export const CV_MISSING = 'Unggah CV Anda terlebih dahulu (PDF, PNG atau JPG, maksimal 5 MB).'

/** Open through the deadline day. */
export const jobIsOpen = (deadline: string | null | undefined, now: number) =>
  !deadline || Number.isNaN(Date.parse(deadline)) || Date.parse(deadline) + 86_400_000 > now

export function JobApplicationForm({
  job,
}: {
  job: { id: number; title: string; deadline?: string | null }
}) {
  const hydrated = useHydrated()
  const send = useQueuedSubmit()
  const [cvUrl, setCvUrl] = useState('')
  const [sent, setSent] = useState(false)
  const form = useForm({
    initial: { name: '', email: '', phone: '', motivation: '' },
    rules: {
      name: [rules.required('Nama lengkap'), rules.maxLength(120)],
      email: [rules.required('Email'), rules.email()],
      phone: [rules.required('Nomor telepon'), rules.phone()],
      motivation: [rules.maxLength(MOTIVATION_MAX)],
    },
    draftKey: `draft:job-apply-${job.id}`,
    onSubmit: async (v) => {
      if (!cvUrl) return { status: false, message: CV_MISSING }
      const name = v.name.trim()
      const outcome = await send({
        call: 'careerJobApply',
        label: `Lamaran ${job.title}`,
        input: {
          jobId: job.id,
          name,
          email: v.email.trim(),
          phone: v.phone.trim(),
          motivation: v.motivation.trim() || undefined,
          cvUrl,
        },
      })
      if (!outcome.status) return outcome
      const message = outcome.queued
        ? outcome.message
        : `Lamaran Anda untuk ${job.title} terkirim. Terima kasih, ${name}! Tim rekrutmen akan menghubungi Anda lewat email.`
      setSent(true)
      return { status: true, message }
    },
  })

  const closed = hydrated && !jobIsOpen(job.deadline, Date.now())
  return (
    <section aria-labelledby="lamar" className="job-apply">
      <h2 id="lamar">Lamar lowongan ini</h2>
      {closed ? (
        <p>Lowongan ini sudah ditutup; lamaran tidak diterima lagi.</p>
      ) : sent ? null : (
        <form className="account-form" onSubmit={(e) => void form.handleSubmit(e)} noValidate>
          <p className="field__hint">Tidak perlu masuk akun. Kolom bertanda wajib harus diisi.</p>
          <Field label="Nama lengkap" field={form.field('name')} required autoComplete="name" />
          <Field label="Email" type="email" field={form.field('email')} required autoComplete="email" />
          <Field label="Nomor telepon" type="tel" field={form.field('phone')} required autoComplete="tel" />
          <Field
            label="Motivasi singkat (opsional)"
            as="textarea"
            rows={4}
            field={form.field('motivation')}
            hint={`Mengapa Anda cocok untuk posisi ini? Maksimal ${MOTIVATION_MAX} karakter.`}
          />
          <FileUpload label="CV (wajib)" hint="PDF, PNG atau JPG, maksimal 5 MB." onUploaded={setCvUrl} />
          <button type="submit" className="button" disabled={form.submitting}>
            {form.submitting ? 'Mengirim lamaran…' : 'Kirim lamaran'}
          </button>
        </form>
      )}
      {/* Outside the form, so the success message stays (and is announced) when the form goes. */}
      {!closed && <FormStatus outcome={form.outcome} />}
    </section>
  )
}
