/** `sfi`: an academy with classes and programs. The copy stays general: the spec says nothing more. */
import { ClassGrid, useClassesShown } from '../sections/ClassGrid'
import { CLASSES, Counters, STUDENTS } from '../sections/Counters'
import { Cta } from '../sections/Cta'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { FEW_PROGRAMS, OPEN_CLASSES } from '../sections/params'
import { ProgramGrid, useProgramsShown } from '../sections/ProgramGrid'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function SfiLanding({ siteName, tagline }: LandingProps) {
  const kelasShown = useClassesShown(OPEN_CLASSES)
  const programShown = useProgramsShown(FEW_PROGRAMS)
  return (
    <LandingRoot family="sfi" css={css}>
      <Hero
        variant="split"
        motif="cap"
        siteName={siteName}
        headline="Kelas dan program untuk mengembangkan diri"
        lead={tagline}
        actions={[
          { label: 'Lihat kelas', href: '#kelas', shown: kelasShown },
          { label: 'Lihat program', href: '#program', shown: programShown, ghost: true },
        ]}
      />
      <ClassGrid id="kelas" title="Kelas yang sedang dibuka" params={OPEN_CLASSES} />
      <ProgramGrid id="program" title="Program" tone="tint" params={FEW_PROGRAMS} />
      <Counters band items={[STUDENTS, CLASSES]} />
      <Cta
        title="Mulai belajar"
        text={`Pilih kelas di ${siteName}.`}
        action={{ label: 'Pilih kelas', href: '#kelas', shown: kelasShown }}
      />
    </LandingRoot>
  )
}
