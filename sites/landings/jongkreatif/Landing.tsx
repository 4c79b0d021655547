/** `jongkreatif`: a site for young creatives. Classes, then the community's own voices. */
import { ClassGrid, useClassesShown } from '../sections/ClassGrid'
import { CLASSES, Counters, STUDENTS } from '../sections/Counters'
import { Cta } from '../sections/Cta'
import { Features } from '../sections/Features'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { OPEN_CLASSES, TESTIMONIES } from '../sections/params'
import { Section } from '../sections/Section'
import { Testimonies } from '../sections/Testimonies'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function JongKreatifLanding({ siteName }: LandingProps) {
  const kelasShown = useClassesShown(OPEN_CLASSES)
  return (
    <LandingRoot family="jongkreatif" css={css}>
      <Hero
        variant="centered"
        motif="spark"
        siteName={siteName}
        headline="Anak muda, ide besar, karya nyata"
        lead="Kelas kreatif dan digital untuk pelajar dan anak muda yang ingin mengubah ide menjadi karya."
        actions={[
          { label: 'Lihat kelas', href: '#kelas', shown: kelasShown },
          { label: 'Kenapa bergabung', href: '#kenapa', ghost: true },
        ]}
      />
      <ClassGrid id="kelas" title="Kelas yang bisa kamu ikuti" params={OPEN_CLASSES} />
      <Section id="kenapa" title="Kenapa bergabung" tone="tint">
        <Features
          items={[
            {
              icon: '✦',
              title: 'Belajar sambil berkarya',
              text: 'Setiap kelas berakhir dengan karya yang bisa kamu tunjukkan.',
            },
            {
              icon: '☺',
              title: 'Teman seperjalanan',
              text: 'Belajar bersama anak muda lain dengan minat yang sama.',
            },
            {
              icon: '➚',
              title: 'Mentor praktisi',
              text: 'Masukan langsung dari orang yang mengerjakannya setiap hari.',
            },
          ]}
        />
      </Section>
      <Counters band items={[STUDENTS, CLASSES]} />
      <Testimonies id="cerita" title="Cerita peserta" params={TESTIMONIES} />
      <Cta
        title="Ide kamu layak diwujudkan"
        text={`Mulai dari satu kelas di ${siteName}.`}
        action={{ label: 'Pilih kelas', href: '#kelas', shown: kelasShown }}
      />
    </LandingRoot>
  )
}
