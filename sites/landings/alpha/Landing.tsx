/** `alpha`: the startup-space site (SPEC §2: Class, Bandung, Jakarta). The two spaces, then classes. */
import { ClassGrid, useClassesShown } from '../sections/ClassGrid'
import { Counters, MENTORS, STUDENTS } from '../sections/Counters'
import { Cta } from '../sections/Cta'
import { Features } from '../sections/Features'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { pageOr } from '../sections/links'
import { OPEN_CLASSES } from '../sections/params'
import { Section } from '../sections/Section'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function AlphaLanding({ siteName }: LandingProps) {
  const kelasShown = useClassesShown(OPEN_CLASSES)
  return (
    <LandingRoot family="alpha" css={css}>
      <Hero
        variant="dark"
        motif="rocket"
        siteName={siteName}
        headline="Ruang untuk membangun startup, di Bandung dan Jakarta"
        lead="Kelas, mentor dan komunitas untuk pendiri dan tim startup tahap awal."
        actions={[
          { label: 'Lihat kelas', href: pageOr('/Class', '#kelas'), shown: kelasShown },
          { label: 'Lokasi kami', href: '#lokasi', ghost: true },
        ]}
      />
      <Section id="lokasi" title="Dua kota, satu komunitas">
        <Features
          columns={2}
          items={[
            { icon: 'BDG', title: 'Bandung', text: 'Ruang belajar dan bertemu sesama pendiri di Bandung.' },
            { icon: 'JKT', title: 'Jakarta', text: 'Ruang belajar dan bertemu sesama pendiri di Jakarta.' },
          ]}
        />
      </Section>
      <ClassGrid id="kelas" title="Kelas untuk pendiri startup" tone="tint" params={OPEN_CLASSES} />
      <Counters band items={[STUDENTS, MENTORS]} />
      <Cta
        title="Bangun bersama kami"
        text={`Gabung komunitas ${siteName}.`}
        action={{ label: 'Pilih kelas', href: '#kelas', shown: kelasShown }}
      />
    </LandingRoot>
  )
}
