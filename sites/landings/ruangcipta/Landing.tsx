/** `ruangcipta`: a space to create. Classes and makers' stories. */
import { ClassGrid, useClassesShown } from '../sections/ClassGrid'
import { Cta } from '../sections/Cta'
import { Features } from '../sections/Features'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { OPEN_CLASSES, TESTIMONIES } from '../sections/params'
import { Section } from '../sections/Section'
import { Testimonies } from '../sections/Testimonies'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function RuangCiptaLanding({ siteName }: LandingProps) {
  const kelasShown = useClassesShown(OPEN_CLASSES)
  return (
    <LandingRoot family="ruangcipta" css={css}>
      <Hero
        variant="split"
        motif="spark"
        siteName={siteName}
        headline="Ruang untuk mencipta, belajar dan berbagi karya"
        lead="Kelas kreatif dan digital untuk pembuat karya: desain, konten dan teknologi."
        actions={[
          { label: 'Lihat kelas', href: '#kelas', shown: kelasShown },
          { label: 'Apa yang kamu dapat', href: '#dapat', ghost: true },
        ]}
      />
      <ClassGrid id="kelas" title="Kelas yang sedang dibuka" params={OPEN_CLASSES} />
      <Section id="dapat" title="Apa yang kamu dapat" tone="tint">
        <Features
          items={[
            { icon: '✎', title: 'Praktik langsung', text: 'Setiap materi langsung dipraktikkan.' },
            { icon: '◎', title: 'Masukan mentor', text: 'Karyamu ditinjau dan diberi masukan.' },
            { icon: '☺', title: 'Teman berkarya', text: 'Komunitas untuk berbagi dan berkolaborasi.' },
          ]}
        />
      </Section>
      <Testimonies id="cerita" title="Cerita peserta" params={TESTIMONIES} />
      <Cta
        title="Mulai mencipta"
        text={`Pilih kelas di ${siteName}.`}
        action={{ label: 'Pilih kelas', href: '#kelas', shown: kelasShown }}
      />
    </LandingRoot>
  )
}
