/** `sekolahkopi`: the coffee school. From bean to cup: classes and the path of a learner. */
import { ClassGrid, useClassesShown } from '../sections/ClassGrid'
import { Cta } from '../sections/Cta'
import { Steps } from '../sections/Features'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { OPEN_CLASSES, TESTIMONIES } from '../sections/params'
import { Section } from '../sections/Section'
import { Testimonies } from '../sections/Testimonies'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function SekolahKopiLanding({ siteName }: LandingProps) {
  const kelasShown = useClassesShown(OPEN_CLASSES)
  return (
    <LandingRoot family="sekolahkopi" css={css}>
      <Hero
        variant="split"
        motif="coffee"
        siteName={siteName}
        headline="Dari biji sampai cangkir, belajar kopi dengan benar"
        lead="Kelas kopi untuk calon barista, pemilik kedai dan penikmat yang ingin memahami setiap seduhan."
        actions={[
          { label: 'Lihat kelas kopi', href: '#kelas', shown: kelasShown },
          { label: 'Alur belajar', href: '#alur', ghost: true },
        ]}
      />
      <ClassGrid id="kelas" title="Kelas yang sedang dibuka" params={OPEN_CLASSES} />
      <Section id="alur" title="Alur belajar" tone="tint">
        <Steps
          items={[
            { title: 'Kenali bijinya', text: 'Asal, proses dan karakter rasa.' },
            { title: 'Seduh dan racik', text: 'Teknik manual brew dan espresso.' },
            { title: 'Buka kedai', text: 'Dari resep sampai pelayanan.' },
          ]}
        />
      </Section>
      <Testimonies id="cerita" title="Cerita peserta" params={TESTIMONIES} />
      <Cta
        title="Cangkir pertamamu menunggu"
        text={`Pilih kelas kopi di ${siteName}.`}
        action={{ label: 'Pilih kelas', href: '#kelas', shown: kelasShown }}
      />
    </LandingRoot>
  )
}
