/**
 * "Kabari saya" for a class that is full or finished: one e-mail field, stored once per class and
 * address by the API (`v1/class/notify`, api/README.md), so asking twice is harmless and says the
 * same. Through the outbox like the demo request: it asks for something, so it must arrive once,
 * later if need be. What was typed stays on a failure.
 */
import { Field, FormStatus } from '../../components/Field'
import { useForm } from '../../components/useForm'
import { rules } from '../../components/validation'
import { useLazyQueuedSubmit } from '../../shell/outbox/useLazyQueuedSubmit'

export const NOTIFY_SUCCESS = 'Terima kasih. Kami akan mengabari Anda lewat email saat kelas ini dibuka lagi.'

export function NotifyForm({ classId }: { classId: number }) {
  const send = useLazyQueuedSubmit(true)
  const form = useForm({
    initial: { email: '' },
    rules: { email: [rules.required('Email'), rules.email()] },
    draftKey: `draft:class-notify:${classId}`,
    onSubmit: async ({ email }) => {
      const outcome = await send({
        call: 'classNotify',
        label: `Permintaan kabar kelas untuk ${email.trim()}`,
        input: { classId, email: email.trim() },
      })
      return outcome.status && !outcome.queued ? { status: true, message: NOTIFY_SUCCESS } : outcome
    },
  })
  return (
    <form
      className="class-notify"
      onSubmit={(e) => void form.handleSubmit(e)}
      noValidate
      aria-label="Kabari saya"
    >
      <Field label="Email" type="email" field={form.field('email')} required autoComplete="email" />
      <FormStatus outcome={form.outcome} />
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? 'Mengirim…' : 'Kabari saya'}
      </button>
    </form>
  )
}
