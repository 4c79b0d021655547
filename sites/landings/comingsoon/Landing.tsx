/**
 * The `comingsoon` layout (SPEC §2; docs/decisions/0005-comingsoon-and-none.md): the site is not open
 * yet. Its home shows the brand (name, logo in the header, colours) and one form: leave an e-mail
 * address and hear when the site opens.
 *
 * No SPEC call is a "notify me" signup. The one that fits is the demo request
 * (`GET v0/cms/app/request-demo?email=`, SPEC §7): it hands the tenant's CMS an e-mail address to get
 * back to, which is all a notify-me list is, and it exists on the real backend (a path of our own
 * would not). Its success text is SPEC §8's 'Berhasil mengirim request'. Like every form it goes
 * through the outbox (offline it waits on the device), keeps what was typed on failure and
 * validates in Indonesian.
 */
import { DEMO_REQUEST_SUCCESS } from '../../../api/accounts'
import { Field, FormStatus } from '../../../components/Field'
import { useForm } from '../../../components/useForm'
import { rules } from '../../../components/validation'
import { LandingRoot } from '../sections/LandingRoot'
import type { LandingProps, QueuedSubmit } from '../types'
import css from './styles.scss?inline'

export const NOTIFY_LABEL = 'Kabari saya'

function NotifyForm({ siteName, submit }: { siteName: string; submit: QueuedSubmit | undefined }) {
  const form = useForm({
    initial: { email: '' },
    rules: { email: [rules.required('Email'), rules.email()] },
    draftKey: 'draft:notify-me',
    onSubmit: async ({ email }) => {
      if (!submit)
        return { status: false, message: 'Formulir belum siap. Muat ulang halaman lalu coba lagi.' }
      const outcome = await submit({
        call: 'requestDemo',
        label: `Pendaftaran kabar pembukaan ${siteName} untuk ${email.trim()}`,
        input: { email: email.trim() },
      })
      if (!outcome.status) return { status: false, message: outcome.message }
      return { status: true, message: outcome.queued ? outcome.message : DEMO_REQUEST_SUCCESS }
    },
  })
  return (
    <form
      className="notify"
      onSubmit={(e) => void form.handleSubmit(e)}
      noValidate
      aria-labelledby="notify-title"
    >
      <h2 id="notify-title" className="notify__title">
        Kabari saya saat dibuka
      </h2>
      <p className="notify__lead">Tinggalkan email Anda. Kami kirim satu kabar saat {siteName} dibuka.</p>
      <Field label="Email" type="email" field={form.field('email')} required autoComplete="email" />
      <FormStatus outcome={form.outcome} />
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? 'Mengirim…' : NOTIFY_LABEL}
      </button>
      <p className="notify__note">Alamat ini hanya dipakai untuk kabar pembukaan situs.</p>
    </form>
  )
}

export default function ComingSoonLanding({ siteName, tagline, queuedSubmit }: LandingProps) {
  return (
    <LandingRoot family="comingsoon" css={css}>
      <section className="hero hero--gradient coming-soon">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="hero__eyebrow">{siteName}</p>
            <h1 className="hero__headline">Situs kami sedang disiapkan</h1>
            <p className="hero__lead">
              {tagline}. Kelas, program dan kabar terbaru akan tersedia di sini sebentar lagi.
            </p>
          </div>
          <NotifyForm siteName={siteName} submit={queuedSubmit} />
        </div>
      </section>
    </LandingRoot>
  )
}
