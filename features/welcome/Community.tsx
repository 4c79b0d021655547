/**
 * The community part of /Welcome, below the account section: the ways in (only pages this site
 * has built), the DISC personality test (#tes-kepribadian), testimonies (#testimoni) and
 * donations (#donasi).
 */
import { Link } from '../../components/Link'
import { useLiveSettings } from '../../shell/useLiveSettings'
import { isBuiltPath } from '../../sites/routes'
import { DiscTest } from '../showcase/DiscTest'
import { DonationForm, DonationSummary } from '../showcase/Donations'
import { TestimonyForm, TestimonyList } from '../showcase/Testimonies'
import '../showcase/styles.scss'

// Signing in is offered by the account section above; these are the other ways in.
const WAYS_IN = [
  { path: '/Register', label: 'Daftar', desc: 'Buat akun baru untuk ikut kelas dan program.' },
  { path: '/Class', label: 'Kelas', desc: 'Kelas yang sedang dibuka.' },
  { path: '/Courses', label: 'Kursus', desc: 'Belajar mandiri kapan saja.' },
  { path: '/Program', label: 'Program', desc: 'Bootcamp dan program bersama mitra.' },
  { path: '/BelajarBersama', label: 'Belajar Bersama', desc: 'Festival belajar teknologi.' },
  { path: '/Lms', label: 'LMS', desc: 'Platform belajar kami untuk lembaga Anda.' },
  { path: '/About', label: 'Tentang kami', desc: 'Kenali siapa kami.' },
]

export function CommunitySections() {
  const { siteName } = useLiveSettings()
  const ways = WAYS_IN.filter((w) => isBuiltPath(w.path))
  return (
    <div className="container showcase">
      <nav aria-labelledby="mulai-title">
        <h2 id="mulai-title">Mulai dari sini</h2>
        <p className="lead">Senang Anda di {siteName}. Pilih dari mana Anda ingin mulai.</p>
        <ul className="benefit-grid ways-in">
          {ways.map((w) => (
            <li key={w.path} className="benefit">
              <h3>
                <Link href={w.path}>{w.label}</Link>
              </h3>
              <p>{w.desc}</p>
            </li>
          ))}
        </ul>
        <p>
          Atau <Link href="#tes-kepribadian">kenali gaya kerja Anda dengan tes DISC</Link>.
        </p>
      </nav>
      <section aria-labelledby="disc-title" id="tes-kepribadian">
        <h2 id="disc-title">Tes kepribadian DISC</h2>
        <p>
          Tes singkat (24 kelompok pernyataan, sekitar 10 menit) untuk mengenali gaya kerja Anda: Dominance,
          Influence, Steadiness atau Compliance. Hasilnya membantu memilih peran dan cara belajar yang cocok.
        </p>
        <DiscTest />
      </section>
      <section aria-labelledby="testimoni-title" id="testimoni">
        <h2 id="testimoni-title">Testimoni</h2>
        <TestimonyList />
        <h3>Bagikan pengalaman Anda</h3>
        <TestimonyForm />
      </section>
      <section aria-labelledby="donasi-title" id="donasi">
        <h2 id="donasi-title">Donasi</h2>
        <p>Donasi Anda membantu pelajar yang membutuhkan mengikuti kelas dan program kami.</p>
        <div className="two-col">
          <div>
            <DonationSummary />
          </div>
          <div>
            <h3>Berdonasi</h3>
            <DonationForm />
          </div>
        </div>
      </section>
    </div>
  )
}
