/** `inovasiuntukbangsa`: innovation programs for the nation. Programs, the path of an idea, news. */
import { Counters, PROGRAMS, STUDENTS } from '../sections/Counters'
import { Cta } from '../sections/Cta'
import { Steps } from '../sections/Features'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { NewsList } from '../sections/NewsList'
import { LATEST_NEWS, OPEN_PROGRAMS } from '../sections/params'
import { ProgramGrid, useProgramsShown } from '../sections/ProgramGrid'
import { Section } from '../sections/Section'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function InovasiLanding({ siteName }: LandingProps) {
  const programShown = useProgramsShown(OPEN_PROGRAMS)
  return (
    <LandingRoot family="inovasiuntukbangsa" css={css}>
      <Hero
        motif="rocket"
        siteName={siteName}
        headline="Dari gagasan menjadi inovasi untuk Indonesia"
        lead="Program untuk pelajar, mahasiswa dan inovator muda yang ingin membangun solusi bagi masyarakat."
        actions={[
          { label: 'Lihat program', href: '#program', shown: programShown },
          { label: 'Alur program', href: '#alur', ghost: true },
        ]}
      />
      <ProgramGrid id="program" title="Program yang dibuka" params={OPEN_PROGRAMS} />
      <Section id="alur" title="Dari gagasan ke dampak" tone="tint">
        <Steps
          items={[
            { title: 'Gagasan', text: 'Temukan masalah di sekitarmu.' },
            { title: 'Purwarupa', text: 'Bangun solusi pertama bersama mentor.' },
            { title: 'Uji', text: 'Coba langsung kepada penggunanya.' },
            { title: 'Dampak', text: 'Kembangkan dan bagikan hasilnya.' },
          ]}
        />
      </Section>
      <Counters band items={[PROGRAMS, STUDENTS]} />
      <NewsList id="berita" title="Kabar terbaru" params={LATEST_NEWS} />
      <Cta
        title="Punya gagasan?"
        text={`Wujudkan bersama ${siteName}.`}
        action={{ label: 'Pilih program', href: '#program', shown: programShown }}
      />
    </LandingRoot>
  )
}
