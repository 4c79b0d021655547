/**
 * Sign-in to the AI-chat identity service (SPEC §7 `v1/identity/login`) with email and password.
 * The token it returns is kept like every other session token: the client-token cookie
 * (api/cookies.ts via `identityLogin`), announced to the header through shell/account's `signIn`.
 * The password is never kept in the form's draft (components/useForm).
 */
import { identityLogin } from '../../api/identity'
import { useApiContext } from '../../api/hooks'
import { Field, FormStatus } from '../../components/Field'
import { useForm } from '../../components/useForm'
import { rules } from '../../components/validation'
import { signIn } from '../../shell/signedIn'

export function SignInForm({ expired, onSignedIn }: { expired: boolean; onSignedIn: () => void }) {
  const ctx = useApiContext()
  const form = useForm({
    initial: { email: '', password: '' },
    rules: {
      email: [rules.required('Email'), rules.email()],
      password: [rules.required('Kata sandi')],
    },
    draftKey: 'chat-signin',
    onSubmit: async (values) => {
      const res = await identityLogin(ctx, { email: values.email.trim(), password: values.password })
      if (!res.status) return { status: false, message: `Belum bisa masuk: ${res.message}` }
      signIn(ctx.tokens, res.data.token)
      onSignedIn()
      return { status: true, message: `Selamat datang, ${res.data.user.name}.` }
    },
  })
  return (
    <form className="chat-signin account-form" onSubmit={(e) => void form.handleSubmit(e)} noValidate>
      <h2>Masuk untuk mulai bertanya</h2>
      <p>
        {expired
          ? 'Sesi Anda sudah berakhir. Masuk lagi untuk melanjutkan percakapan.'
          : 'Masuk dengan akun Anda. Percakapan tersimpan dan bisa dilanjutkan kapan saja.'}
      </p>
      <Field label="Email" field={form.field('email')} type="email" autoComplete="email" required />
      <Field
        label="Kata sandi"
        field={form.field('password')}
        type="password"
        autoComplete="current-password"
        required
      />
      <FormStatus outcome={form.outcome} />
      <div className="account-actions">
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? 'Sedang masuk…' : 'Masuk'}
        </button>
      </div>
    </form>
  )
}
