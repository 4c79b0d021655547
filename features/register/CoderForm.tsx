/** Coder sign-up (`v1/auth/signup/coder`): the new account is signed in at once. */
import { useState } from 'react'
import { signupCoder } from '../../api/accounts'
import { useApiContext } from '../../api/hooks'
import { Field, FormStatus } from '../../components/Field'
import { Link } from '../../components/Link'
import { useForm } from '../../components/useForm'
import { rules } from '../../components/validation'
import { signIn } from '../../shell/signedIn'
import { FileUpload } from '../account/FileUpload'
import { OFFLINE_WITH_PASSWORD } from '../account/offlineText'

const MISMATCH = 'Kata sandi tidak sama.'

export function CoderForm() {
  const ctx = useApiContext()
  const [cvUrl, setCvUrl] = useState('')
  const [done, setDone] = useState(false)
  const form = useForm({
    initial: { name: '', email: '', phone: '', password: '', passwordConfirm: '' },
    rules: {
      name: [rules.required('Nama lengkap'), rules.maxLength(120)],
      email: [rules.required('Email'), rules.email()],
      phone: [rules.phone()],
      password: [rules.required('Kata sandi'), rules.minLength(8)],
      passwordConfirm: [rules.required('Ulangi kata sandi')],
    },
    draftKey: 'draft:register-coder',
    onSubmit: async (v) => {
      if (v.password !== v.passwordConfirm) return { status: false, message: MISMATCH }
      if (!navigator.onLine) return { status: false, message: OFFLINE_WITH_PASSWORD }
      const payload = {
        name: v.name.trim(),
        email: v.email.trim(),
        password: v.password,
        phone: v.phone.trim() || undefined,
        cvUrl: cvUrl || undefined,
      }
      const result = await signupCoder(ctx, payload)
      if (!result.status) return result
      signIn(ctx.tokens, result.data.token)
      setDone(true)
      return { status: true, message: `Pendaftaran berhasil. Selamat bergabung, ${result.data.user.name}!` }
    },
  })
  const confirm = form.field('passwordConfirm')
  const mismatch = confirm.value !== '' && confirm.value !== form.values.password
  return (
    <form className="account-form" onSubmit={(e) => void form.handleSubmit(e)} noValidate>
      <Field label="Nama lengkap" field={form.field('name')} required autoComplete="name" />
      <Field label="Email" type="email" field={form.field('email')} required autoComplete="email" />
      <Field label="Nomor telepon (opsional)" type="tel" field={form.field('phone')} autoComplete="tel" />
      <Field
        label="Kata sandi"
        type="password"
        field={form.field('password')}
        required
        autoComplete="new-password"
        hint="Minimal 8 karakter."
      />
      <Field
        label="Ulangi kata sandi"
        type="password"
        field={{ ...confirm, error: confirm.error ?? (mismatch ? MISMATCH : null) }}
        required
        autoComplete="new-password"
      />
      <FileUpload
        label="CV atau portofolio (opsional)"
        hint="PDF, PNG atau JPG, maksimal 5 MB."
        onUploaded={setCvUrl}
      />
      <FormStatus outcome={form.outcome} />
      {done && form.outcome?.status && (
        <p>
          <Link className="button button--outline" href="/Welcome">
            Ke Akun Saya
          </Link>
        </p>
      )}
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? 'Mendaftarkan…' : 'Daftar sebagai coder'}
      </button>
    </form>
  )
}
