/**
 * The demo request (`v0/cms/app/request-demo?email=`), where a visitor weighs the product: `/Lms`,
 * `/Aksara`, `/Pricing`, `/Training-Services`. One email field; success shows exactly SPEC §8's
 * 'Berhasil mengirim request'. Through the outbox although it is a GET: it asks for something (a
 * demo), it does not read anything, so it must arrive once, later if need be; the idempotency key
 * stops a repeat, and the service worker never caches it (the address carries the email).
 * The outbox loads after the page (shell/outbox/useLazyQueuedSubmit.ts), so these pages keep their weight.
 */
import { DEMO_REQUEST_SUCCESS } from '../../api/accounts'
import { Field, FormStatus } from '../../components/Field'
import { useForm } from '../../components/useForm'
import { rules } from '../../components/validation'
import { useLazyQueuedSubmit } from '../../shell/outbox/useLazyQueuedSubmit'
import './demoRequest.scss'

export function DemoRequestForm({ title = 'Minta demo' }: { title?: string }) {
  const send = useLazyQueuedSubmit(true)
  const form = useForm({
    initial: { email: '' },
    rules: { email: [rules.required('Email'), rules.email()] },
    draftKey: 'draft:demo-request',
    onSubmit: async ({ email }) => {
      const outcome = await send({
        call: 'requestDemo',
        label: `Permintaan demo untuk ${email.trim()}`,
        input: { email: email.trim() },
      })
      return outcome.status && !outcome.queued ? { status: true, message: DEMO_REQUEST_SUCCESS } : outcome
    },
  })
  return (
    <form
      className="demo-request"
      onSubmit={(e) => void form.handleSubmit(e)}
      noValidate
      aria-labelledby="demo-request-title"
    >
      <h2 id="demo-request-title">{title}</h2>
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
