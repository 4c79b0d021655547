/** `beasiswa{product}`: a scholarship site; the name comes from the key (`beasiswaunggul` → Unggul). */
import { ClassGrid } from '../sections/ClassGrid'
import { Counters, PROGRAMS, STUDENTS } from '../sections/Counters'
import { Cta } from '../sections/Cta'
import { Faq } from '../sections/Faq'
import { Steps } from '../sections/Features'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { OPEN_CLASSES, OPEN_PROGRAMS, productTitle } from '../sections/params'
import { ProgramGrid, useProgramsShown } from '../sections/ProgramGrid'
import { Section } from '../sections/Section'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function BeasiswaLanding({ siteName, product }: LandingProps) {
  const programShown = useProgramsShown(OPEN_PROGRAMS)
  const name = `Beasiswa ${productTitle(product, '')}`.trim()
  return (
    <LandingRoot family="beasiswa" css={css}>
      <Hero
        motif="cap"
        siteName={siteName}
        headline={`${name}: biaya bukan lagi penghalang belajar`}
        lead="Program beasiswa untuk pelajar dan mahasiswa yang siap belajar sungguh-sungguh."
        actions={[
          { label: 'Cara mendaftar', href: '#daftar' },
          { label: 'Lihat program', href: '#program', shown: programShown, ghost: true },
        ]}
      />
      <Section id="daftar" title="Cara mendaftar">
        <Steps
          items={[
            { title: 'Pilih program', text: 'Baca syarat dan batas pendaftaran setiap program.' },
            { title: 'Isi pendaftaran', text: 'Lengkapi data diri sebelum pendaftaran ditutup.' },
            { title: 'Seleksi', text: 'Ikuti tahapan seleksi yang tertulis di program.' },
            { title: 'Mulai belajar', text: 'Penerima beasiswa mengikuti kelas sesuai jadwal.' },
          ]}
        />
      </Section>
      <ProgramGrid id="program" title="Program beasiswa yang dibuka" tone="tint" params={OPEN_PROGRAMS} />
      <Counters band items={[STUDENTS, PROGRAMS]} />
      <ClassGrid id="kelas" title="Kelas yang dapat diikuti" params={OPEN_CLASSES} />
      <Section id="tanya" title="Pertanyaan yang sering diajukan" tone="tint">
        <Faq
          items={[
            { q: 'Siapa yang boleh mendaftar?', a: 'Syarat setiap program tertulis di halaman programnya.' },
            {
              q: 'Apakah ada biaya pendaftaran?',
              a: 'Biaya, bila ada, tertulis di setiap program dan kelas.',
            },
          ]}
        />
      </Section>
      <Cta
        title="Jangan lewatkan batas pendaftaran"
        text={`Daftar ${name} sekarang.`}
        action={{ label: 'Lihat program', href: '#program', shown: programShown }}
      />
    </LandingRoot>
  )
}
