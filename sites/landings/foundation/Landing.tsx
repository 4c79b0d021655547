/**
 * `foundation`: the foundation site (SPEC §2: Class, Campus, Government, Corporates, Portfolio, Blog,
 * Program, Metamorfosa). Programs first, then who it works with, classes and the blog.
 */
import { ClassGrid } from '../sections/ClassGrid'
import { Counters, PARTNERS, PROGRAMS, STUDENTS } from '../sections/Counters'
import { Cta } from '../sections/Cta'
import { Features } from '../sections/Features'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { pageOr } from '../sections/links'
import { NewsList } from '../sections/NewsList'
import { FEW_CLASSES, LATEST_BLOG, OPEN_PROGRAMS } from '../sections/params'
import { ProgramGrid, useProgramsShown } from '../sections/ProgramGrid'
import { Section } from '../sections/Section'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function FoundationLanding({ siteName }: LandingProps) {
  const programShown = useProgramsShown(OPEN_PROGRAMS)
  return (
    <LandingRoot family="foundation" css={css}>
      <Hero
        variant="split"
        motif="heart"
        siteName={siteName}
        headline="Pendidikan teknologi yang terbuka untuk semua"
        lead="Program dan kelas bersama kampus, pemerintah dan perusahaan, agar lebih banyak orang di Indonesia mendapat kesempatan belajar."
        actions={[
          { label: 'Lihat program', href: '#program', shown: programShown },
          { label: 'Jadi mitra', href: '#mitra', ghost: true },
        ]}
      />
      <Counters band items={[STUDENTS, PROGRAMS, PARTNERS]} />
      <ProgramGrid id="program" title="Program yang sedang berjalan" params={OPEN_PROGRAMS} />
      <Section id="mitra" title="Bekerja bersama" tone="tint">
        <Features
          items={[
            {
              icon: 'K',
              title: 'Kampus',
              text: 'Program untuk mahasiswa dan dosen, dari kelas hingga sertifikasi.',
            },
            { icon: 'P', title: 'Pemerintah', text: 'Pelatihan digital untuk masyarakat dan aparatur.' },
            {
              icon: 'C',
              title: 'Korporat',
              text: 'Program tanggung jawab sosial di bidang pendidikan teknologi.',
            },
          ]}
        />
      </Section>
      <ClassGrid id="kelas" title="Kelas terbuka" params={FEW_CLASSES} />
      <NewsList
        id="blog"
        title="Dari blog kami"
        tone="tint"
        params={LATEST_BLOG}
        basePath="/Blog"
        what="Tulisan"
      />
      <Cta
        title="Mari membuka lebih banyak kesempatan belajar"
        text={`Ajak institusi Anda bermitra dengan ${siteName}.`}
        action={{ label: 'Hubungi kami', href: pageOr('/Make-Appointment', '/About') }}
      />
    </LandingRoot>
  )
}
