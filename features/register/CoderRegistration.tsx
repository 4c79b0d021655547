/**
 * `/Register` on the coding school (sites/registry.ts `coderSignUp`): sign up as a coder, or register
 * a team (with its leader's account when nobody is signed in), as SPEC's school league has it. The
 * choice lives in the URL (`?jenis=tim`), so a link can open either form. Someone who only wants to
 * learn is offered the plain learner account of the central sign-up first, above the forms.
 */
import { useState } from 'react'
import { Link } from '../../components/Link'
import { useUrlState } from '../../components/urlState'
import { useSite } from '../../shell/site'
import { loginHref } from '../../shell/signedIn'
import { openCentralSignUp } from '../account/centralLogin'
import { CoderForm } from './CoderForm'
import { TeamForm } from './TeamForm'
import '../account/styles.scss'
import './styles.scss'

export function CoderRegistration() {
  const site = useSite()
  const url = useUrlState()
  const team = url.query.jenis === 'tim'
  const back = url.query.redirect ?? null
  const [failed, setFailed] = useState<string | null>(null)
  const learner = async () => {
    setFailed(null)
    try {
      await openCentralSignUp(site, back)
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error))
    }
  }
  return (
    <section className="container account-narrow register">
      <h1>Daftar</h1>
      <p>
        Sudah punya akun? <Link href={loginHref(back ?? '')}>Masuk</Link>.
      </p>
      <div className="register__learner">
        <p>Hanya ingin ikut kelas? Buat akun pelajar biasa, tanpa data coder.</p>
        <button type="button" className="button button--small button--outline" onClick={() => void learner()}>
          Buat akun pelajar
        </button>
        {failed && (
          <p className="alert alert--danger" role="alert">
            Halaman pendaftaran belum dapat dibuka: {failed}
          </p>
        )}
      </div>
      <div className="register__switch" role="group" aria-label="Jenis pendaftaran">
        <button
          type="button"
          className={`button button--small${team ? ' button--outline' : ''}`}
          aria-pressed={!team}
          onClick={() => void url.update({ jenis: null }, { replace: true })}
        >
          Coder
        </button>
        <button
          type="button"
          className={`button button--small${team ? '' : ' button--outline'}`}
          aria-pressed={team}
          onClick={() => void url.update({ jenis: 'tim' }, { replace: true })}
        >
          Tim
        </button>
      </div>
      <h2>{team ? 'Daftarkan tim' : 'Daftar sebagai coder'}</h2>
      {team ? <TeamForm /> : <CoderForm />}
    </section>
  )
}
