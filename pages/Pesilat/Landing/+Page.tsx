/**
 * `/Pesilat`: the Pesilat programme page. It shows the landing the site's layout selects, with the
 * rule of SPEC §2 that the `alkademi` landing is skipped on this route (it gets the default one),
 * followed by the way to the programme's classes (`/Pesilat/Class`).
 */
import { Link } from '../../../components/Link'
import { LandingSwitch } from '../../../features/landing/LandingSwitch'
import '../../../features/classes/styles.scss'

export default function Page() {
  return (
    <>
      <LandingSwitch route="pesilat" />
      <section className="container classes-section pesilat-classes" aria-labelledby="pesilat-kelas">
        <h2 id="pesilat-kelas">Kelas Pesilat</h2>
        <p>Lihat kelas Pesilat yang sedang membuka pendaftaran atau sedang berjalan.</p>
        <Link className="button" href="/Pesilat/Class">
          Lihat kelas Pesilat
        </Link>
      </section>
    </>
  )
}
