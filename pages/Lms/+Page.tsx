/** /Lms: the LMS product and its features (content/lmsFeatures.ts), each linking to its page. */
import { Breadcrumbs } from '../../components/Breadcrumbs'
import { Link } from '../../components/Link'
import { CODING_STUDIO_LANGUAGES, LMS_FEATURES } from '../../content/lmsFeatures'
import { useSite } from '../../shell/site'
import { useLiveSettings } from '../../shell/useLiveSettings'
import { siteOrigin } from '../../sites/apiContext'
import { DemoRequestForm } from '../../features/account/DemoRequestForm'
import { ContactCta } from '../../features/showcase/ContactCta'
import { FeatureGrid } from '../../features/showcase/FeatureGrid'
import '../../features/showcase/styles.scss'

export default function Page() {
  const { tenant } = useSite()
  const { siteName } = useLiveSettings()
  return (
    <div className="container showcase">
      <Breadcrumbs crumbs={[{ label: 'LMS' }]} origin={siteOrigin(tenant)} />
      <header>
        <p className="showcase-head__kicker">Learning Management System</p>
        <h1>LMS {siteName}</h1>
        <p className="lead">
          Satu platform untuk mengelola kelas, materi, tugas pemrograman dan kuis, dipakai untuk kelas,
          bootcamp dan program pelatihan kami, dan tersedia untuk sekolah, kampus dan perusahaan Anda.
        </p>
      </header>
      <section aria-labelledby="fitur-title">
        <h2 id="fitur-title">Fitur</h2>
        <FeatureGrid features={LMS_FEATURES} basePath="/Lms/Features" />
      </section>
      <section aria-labelledby="studio-title">
        <h2 id="studio-title">Coding Studio: {CODING_STUDIO_LANGUAGES.length} bahasa pemrograman</h2>
        <p>
          Siswa menulis dan menjalankan kode langsung di peramban, dalam bahasa yang dipakai di kelasnya.{' '}
          <Link href="/Lms/Features/coding-studio">Pelajari Coding Studio</Link>.
        </p>
        <ul className="chip-list">
          {CODING_STUDIO_LANGUAGES.map((lang) => (
            <li key={lang} className="chip">
              {lang}
            </li>
          ))}
        </ul>
      </section>
      <DemoRequestForm title="Minta demo LMS" />
      <ContactCta lead="Ingin memakai LMS ini untuk sekolah, kampus atau perusahaan Anda?" />
    </div>
  )
}
