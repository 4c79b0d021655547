/** `asean-foundation`: a digital academy for the region. Programs, classes, counters. */
import { ClassGrid } from '../sections/ClassGrid'
import { Counters, PROGRAMS, STUDENTS } from '../sections/Counters'
import { Cta } from '../sections/Cta'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { FEW_CLASSES, OPEN_PROGRAMS } from '../sections/params'
import { ProgramGrid } from '../sections/ProgramGrid'
import { Section } from '../sections/Section'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function AseanFoundationLanding({ siteName }: LandingProps) {
  return (
    <LandingRoot family="asean-foundation" css={css}>
      <Hero
        variant="centered"
        motif="globe"
        siteName={siteName}
        headline="Keterampilan digital untuk generasi muda Asia Tenggara"
        lead="Program pelatihan digital untuk pemuda, pendidik dan pelaku usaha kecil."
        actions={[
          { label: 'Lihat program', href: '#program' },
          { label: 'Kelas terbuka', href: '#kelas', ghost: true },
        ]}
      />
      <Counters band items={[STUDENTS, PROGRAMS]} />
      <Section id="program" title="Program yang dibuka">
        <ProgramGrid params={OPEN_PROGRAMS} />
      </Section>
      <Section id="kelas" title="Kelas terbuka" tone="tint">
        <ClassGrid params={FEW_CLASSES} />
      </Section>
      <Cta
        title="Mulai perjalanan digitalmu"
        text={`Daftar program ${siteName} berikutnya.`}
        action={{ label: 'Pilih program', href: '#program' }}
      />
    </LandingRoot>
  )
}
