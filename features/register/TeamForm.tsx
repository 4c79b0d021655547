/**
 * Team registration: a signed-in leader registers a team (`v1/team/register`, sent through the
 * outbox, so it also works offline); a visitor registers the team and the leader's account in one
 * step (`v1/auth/team/register`, not queued: it carries a password). The school is optional and
 * picked by province, city and name. 1 to 5 members, each with a name and an email.
 */
import { useState } from 'react'
import { registerTeamWithAccount, type TeamMember } from '../../api/accounts'
import { useApiContext } from '../../api/hooks'
import { Field, FormStatus } from '../../components/Field'
import { useForm } from '../../components/useForm'
import { rules } from '../../components/validation'
import { signIn, useSignedIn } from '../../shell/signedIn'
import { useQueuedSubmit } from '../../shell/outbox/useQueuedSubmit'
import { SchoolPicker } from '../account/RegionPicker'
import { OFFLINE_WITH_PASSWORD } from '../account/offlineText'

const MAX_MEMBERS = 5
const memberKeys = Array.from({ length: MAX_MEMBERS }, (_, i) => [`m${i}name`, `m${i}email`] as const)
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export function readMembers(values: Record<string, string>, count: number): TeamMember[] | string {
  const members: TeamMember[] = []
  for (let i = 0; i < count; i++) {
    const name = values[`m${i}name`]?.trim() ?? ''
    const email = values[`m${i}email`]?.trim() ?? ''
    if (!name && !email) continue
    if (!name || !email) return `Anggota ${i + 1}: isi nama dan email.`
    if (!EMAIL.test(email)) return `Anggota ${i + 1}: format email tidak valid.`
    members.push({ name, email })
  }
  return members.length ? members : 'Isi minimal satu anggota tim.'
}

export function TeamForm({ school }: { school?: { npsn: string; name: string } } = {}) {
  const ctx = useApiContext()
  const signedIn = useSignedIn(ctx.tokens)
  const send = useQueuedSubmit()
  const [count, setCount] = useState(3)
  const [npsn, setNpsn] = useState(school?.npsn ?? '')
  const initial: Record<string, string> = {
    teamName: '',
    leaderName: '',
    leaderEmail: '',
    leaderPassword: '',
  }
  for (const [n, e] of memberKeys) {
    initial[n] = ''
    initial[e] = ''
  }
  const form = useForm({
    initial,
    rules: {
      teamName: [rules.required('Nama tim'), rules.maxLength(100)],
      ...(signedIn
        ? {}
        : {
            leaderName: [rules.required('Nama ketua')],
            leaderEmail: [rules.required('Email ketua'), rules.email()],
            leaderPassword: [rules.required('Kata sandi'), rules.minLength(8)],
          }),
      ...Object.fromEntries(memberKeys.map(([, e]) => [e, [rules.email()]])),
    },
    draftKey: school ? 'draft:league-team' : 'draft:register-team',
    onSubmit: async (v) => {
      const members = readMembers(v, count)
      if (typeof members === 'string') return { status: false, message: members }
      const team = { teamName: (v.teamName ?? '').trim(), schoolNpsn: npsn || undefined, members }
      if (signedIn) {
        const outcome = await send({
          call: 'teamRegister',
          label: `Pendaftaran tim ${team.teamName}`,
          input: team,
        })
        return outcome.queued || !outcome.status
          ? outcome
          : { status: true, message: `Tim ${team.teamName} terdaftar.` }
      }
      if (!navigator.onLine) return { status: false, message: OFFLINE_WITH_PASSWORD }
      const result = await registerTeamWithAccount(ctx, {
        ...team,
        leader: {
          name: (v.leaderName ?? '').trim(),
          email: (v.leaderEmail ?? '').trim(),
          password: v.leaderPassword ?? '',
        },
      })
      if (!result.status) return result
      signIn(ctx.tokens, result.data.token)
      return {
        status: true,
        message: `Tim ${result.data.team.teamName} dan akun ketua ${result.data.user.name} terdaftar. Anda sudah masuk.`,
      }
    },
  })
  return (
    <form className="account-form" onSubmit={(e) => void form.handleSubmit(e)} noValidate>
      <Field label="Nama tim" field={form.field('teamName')} required />
      {school ? (
        <p>
          Sekolah: <strong>{school.name}</strong> (NPSN {school.npsn})
        </p>
      ) : (
        <fieldset>
          <legend>Sekolah (opsional)</legend>
          <SchoolPicker npsn={npsn} onSchool={setNpsn} />
        </fieldset>
      )}
      <fieldset>
        <legend>Anggota tim (1–5 orang)</legend>
        {memberKeys.slice(0, count).map(([n, e], i) => (
          <div key={n} className="member-row">
            <Field label={`Nama anggota ${i + 1}`} field={form.field(n)} required={i === 0} />
            <Field label={`Email anggota ${i + 1}`} type="email" field={form.field(e)} required={i === 0} />
          </div>
        ))}
        {count < MAX_MEMBERS && (
          <button
            type="button"
            className="button button--small button--outline"
            onClick={() => setCount((c) => c + 1)}
          >
            Tambah anggota
          </button>
        )}
      </fieldset>
      {!signedIn && (
        <fieldset>
          <legend>Akun ketua tim</legend>
          <Field label="Nama ketua" field={form.field('leaderName')} required autoComplete="name" />
          <Field
            label="Email ketua"
            type="email"
            field={form.field('leaderEmail')}
            required
            autoComplete="email"
          />
          <Field
            label="Kata sandi ketua"
            type="password"
            field={form.field('leaderPassword')}
            required
            autoComplete="new-password"
            hint="Minimal 8 karakter. Dipakai untuk masuk setelah pendaftaran."
          />
        </fieldset>
      )}
      <FormStatus outcome={form.outcome} />
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? 'Mendaftarkan…' : 'Daftarkan tim'}
      </button>
    </form>
  )
}
