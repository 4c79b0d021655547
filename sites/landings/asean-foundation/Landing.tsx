/** `asean-foundation`: a digital academy for the region. Programs, classes, counters. */
import { ClassGrid, useClassesShown } from '../sections/ClassGrid'
import { Counters, PROGRAMS, STUDENTS } from '../sections/Counters'
import { Cta } from '../sections/Cta'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { FEW_CLASSES, OPEN_PROGRAMS } from '../sections/params'
import { ProgramGrid, useProgramsShown } from '../sections/ProgramGrid'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function AseanFoundationLanding({ siteName }: LandingProps) {
  const programShown = useProgramsShown(OPEN_PROGRAMS)
  const kelasShown = useClassesShown(FEW_CLASSES)
  return (
    <LandingRoot family="asean-foundation" css={css}>
      <Hero
        variant="centered"
        motif="globe"
        siteName={siteName}
        headline="Keterampilan digital untuk generasi muda Asia Tenggara"
        lead="Program pelatihan digital untuk pemuda, pendidik dan pelaku usaha kecil."
        actions={[
          { label: 'Lihat program', href: '#program', shown: programShown },
          { label: 'Kelas terbuka', href: '#kelas', shown: kelasShown, ghost: true },
        ]}
      />
      <Counters band items={[STUDENTS, PROGRAMS]} />
      <ProgramGrid id="program" title="Program yang dibuka" params={OPEN_PROGRAMS} />
      <ClassGrid id="kelas" title="Kelas terbuka" tone="tint" params={FEW_CLASSES} />
      <Cta
        title="Mulai perjalanan digitalmu"
        text={`Daftar program ${siteName} berikutnya.`}
        action={{ label: 'Pilih program', href: '#program', shown: programShown }}
      />
    </LandingRoot>
  )
}
