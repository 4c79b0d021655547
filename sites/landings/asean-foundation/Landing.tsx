/** `asean-foundation`: a digital academy for the region. Programs, classes, counters. */
import {
  ClassGrid,
  Counters,
  Cta,
  FEW_CLASSES,
  Hero,
  LandingRoot,
  OPEN_PROGRAMS,
  PROGRAMS,
  ProgramGrid,
  STUDENTS,
  Section,
} from '../sections'
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
