import { ContactLine } from '../../shell/ContactLine'
import { useSite } from '../../shell/site'
import { useLiveSettings } from '../../shell/useLiveSettings'

export default function Page() {
  const { tenant } = useSite()
  const { siteName } = useLiveSettings()
  return (
    <article className="container prose">
      <h1>Tentang {siteName}</h1>
      <p className="lead">{tenant.tagline}.</p>
      <p>
        {siteName} menghubungkan pelajar, mentor, sekolah dan mitra dalam satu tempat belajar: kelas daring
        dan luring, program, beasiswa, hingga penyaluran talenta.
      </p>
      <h2>Yang kami kerjakan</h2>
      <ul>
        <li>Kelas dan kursus yang dibimbing mentor praktisi, dengan proyek nyata dan sertifikat.</li>
        <li>Program dan bootcamp bersama mitra industri, kampus dan pemerintah.</li>
        <li>Liga sekolah dan pendampingan guru untuk sekolah menengah kejuruan.</li>
        <li>Layanan pelatihan dan perekrutan talenta untuk perusahaan.</li>
      </ul>
      <h2>Hubungi kami</h2>
      <ContactLine lead="Punya pertanyaan atau ingin bekerja sama?" />
    </article>
  )
}
