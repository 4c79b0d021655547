/** `sfi`: an academy with classes and programs. The copy stays general: the spec says nothing more. */
import { ClassGrid } from '../sections/ClassGrid'
import { CLASSES, Counters, STUDENTS } from '../sections/Counters'
import { Cta } from '../sections/Cta'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { FEW_PROGRAMS, OPEN_CLASSES } from '../sections/params'
import { ProgramGrid } from '../sections/ProgramGrid'
import { Section } from '../sections/Section'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function SfiLanding({ siteName, tagline }: LandingProps) {
  return (
    <LandingRoot family="sfi" css={css}>
      <Hero
        variant="split"
        motif="cap"
        siteName={siteName}
        headline="Kelas dan program untuk mengembangkan diri"
        lead={tagline}
        actions={[
          { label: 'Lihat kelas', href: '#kelas' },
          { label: 'Lihat program', href: '#program', ghost: true },
        ]}
      />
      <Section id="kelas" title="Kelas yang sedang dibuka">
        <ClassGrid params={OPEN_CLASSES} />
      </Section>
      <Section id="program" title="Program" tone="tint">
        <ProgramGrid params={FEW_PROGRAMS} />
      </Section>
      <Counters band items={[STUDENTS, CLASSES]} />
      <Cta
        title="Mulai belajar"
        text={`Pilih kelas di ${siteName}.`}
        action={{ label: 'Pilih kelas', href: '#kelas' }}
      />
    </LandingRoot>
  )
}
