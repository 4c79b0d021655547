/**
 * The demo request (`v0/cms/app/request-demo?email=`), for `/Lms` and the landings that offer it:
 * one email field; success shows exactly SPEC §8's 'Berhasil mengirim request'. Through the outbox:
 * sent offline, it waits on the device and the visitor is told so.
 */
import { DEMO_REQUEST_SUCCESS } from '../../api/accounts'
import { Field, FormStatus } from '../../components/Field'
import { useForm } from '../../components/useForm'
import { rules } from '../../components/validation'
import { useQueuedSubmit } from '../../shell/useQueuedSubmit'

export function DemoRequestForm({ title = 'Minta demo' }: { title?: string }) {
  const send = useQueuedSubmit()
  const form = useForm({
    initial: { email: '' },
    rules: { email: [rules.required('Email'), rules.email()] },
    draftKey: 'draft:demo-request',
    onSubmit: async ({ email }) => {
      const outcome = await send({
        call: 'requestDemo',
        label: `Permintaan demo untuk ${email.trim()}`,
        query: { email: email.trim() },
      })
      return outcome.status && !outcome.queued ? { status: true, message: DEMO_REQUEST_SUCCESS } : outcome
    },
  })
  return (
    <form className="account-form demo-request" onSubmit={(e) => void form.handleSubmit(e)} noValidate>
      <h2>{title}</h2>
      <Field
        label="Email kantor atau sekolah"
        type="email"
        field={form.field('email')}
        required
        autoComplete="email"
      />
      <FormStatus outcome={form.outcome} />
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? 'Mengirim…' : 'Kirim permintaan demo'}
      </button>
    </form>
  )
}
