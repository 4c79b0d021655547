/** `akselerasi`: intensive acceleration programs. The programs and the path through one. */
import { Counters, MENTORS, PROGRAMS, STUDENTS } from '../sections/Counters'
import { Cta } from '../sections/Cta'
import { Steps } from '../sections/Features'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { OPEN_PROGRAMS } from '../sections/params'
import { ProgramGrid, useProgramsShown } from '../sections/ProgramGrid'
import { Section } from '../sections/Section'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function AkselerasiLanding({ siteName }: LandingProps) {
  const programShown = useProgramsShown(OPEN_PROGRAMS)
  return (
    <LandingRoot family="akselerasi" css={css}>
      <Hero
        variant="dark"
        motif="rocket"
        siteName={siteName}
        headline="Percepat kariermu lewat program intensif"
        lead="Program akselerasi dengan kurikulum padat, mentor pendamping dan proyek akhir, untuk kamu yang siap berlari."
        actions={[
          { label: 'Lihat program', href: '#program', shown: programShown },
          { label: 'Cara kerjanya', href: '#alur', ghost: true },
        ]}
      />
      <ProgramGrid id="program" title="Program akselerasi yang dibuka" params={OPEN_PROGRAMS} />
      <Section id="alur" title="Alur program" tone="tint">
        <Steps
          items={[
            { title: 'Daftar', text: 'Pilih program dan isi pendaftaran sebelum batas waktunya.' },
            { title: 'Belajar intensif', text: 'Ikuti kelas terjadwal dan kerjakan tugas mingguan.' },
            { title: 'Proyek akhir', text: 'Bangun proyek nyata dengan bimbingan mentor.' },
            { title: 'Lulus', text: 'Presentasikan hasil proyek akhirmu.' },
          ]}
        />
      </Section>
      <Counters band items={[PROGRAMS, STUDENTS, MENTORS]} />
      <Cta
        title="Siap berakselerasi?"
        text={`Program ${siteName} berikutnya menunggumu.`}
        action={{ label: 'Pilih program', href: '#program', shown: programShown }}
      />
    </LandingRoot>
  )
}
