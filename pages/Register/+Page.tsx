/**
 * `/Register`: sign up as a coder, or register a team (with its leader's account when
 * nobody is signed in). The choice lives in the URL (`?jenis=tim`), so a link can open either form.
 */
import { Link } from '../../components/Link'
import { useUrlState } from '../../components/urlState'
import { CoderForm } from '../../features/register/CoderForm'
import { TeamForm } from '../../features/register/TeamForm'
import '../../features/account/styles.scss'
import '../../features/register/styles.scss'

export default function Page() {
  const url = useUrlState()
  const team = url.query.jenis === 'tim'
  return (
    <section className="container account-narrow register">
      <h1>Daftar</h1>
      <p>
        Sudah punya akun? <Link href="/Login">Masuk</Link>.
      </p>
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
