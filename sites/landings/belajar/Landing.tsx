/**
 * `belajar{product}`: the scholarship and learning-together site (SPEC §2: Class, Class/{code});
 * the product name comes from the key (`belajarbersama` → Bersama).
 */
import { ClassGrid, useClassesShown } from '../sections/ClassGrid'
import { CLASSES, Counters, STUDENTS } from '../sections/Counters'
import { Cta } from '../sections/Cta'
import { Steps } from '../sections/Features'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { OPEN_CLASSES, productTitle, TESTIMONIES } from '../sections/params'
import { Section } from '../sections/Section'
import { Testimonies } from '../sections/Testimonies'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function BelajarLanding({ siteName, product }: LandingProps) {
  const kelasShown = useClassesShown(OPEN_CLASSES)
  const name = `Belajar ${productTitle(product, '')}`.trim()
  return (
    <LandingRoot family="belajar" css={css}>
      <Hero
        variant="split"
        motif="cap"
        siteName={siteName}
        headline={`${name}: kelas dan beasiswa, belajar beramai-ramai`}
        lead="Ikuti kelas berkelompok dengan jadwal yang sama, dan raih beasiswa untuk kelas yang kamu pilih."
        actions={[
          { label: 'Lihat kelas', href: '#kelas', shown: kelasShown },
          { label: 'Cara ikut', href: '#cara', ghost: true },
        ]}
      />
      <ClassGrid id="kelas" title="Kelas yang sedang dibuka" params={OPEN_CLASSES} />
      <Section id="cara" title="Cara ikut" tone="tint">
        <Steps
          items={[
            { title: 'Pilih kelas', text: 'Lihat jadwal, jenjang dan biaya setiap kelas.' },
            { title: 'Daftar', text: 'Daftar dengan akunmu; kelas berbeasiswa tertulis di kelasnya.' },
            { title: 'Belajar bersama', text: 'Ikuti sesi bersama peserta lain sampai selesai.' },
          ]}
        />
      </Section>
      <Counters band items={[STUDENTS, CLASSES]} />
      <Testimonies id="cerita" title="Cerita peserta" params={TESTIMONIES} />
      <Cta
        title="Belajar lebih seru bersama"
        text={`Gabung di ${siteName}.`}
        action={{ label: 'Pilih kelas', href: '#kelas', shown: kelasShown }}
      />
    </LandingRoot>
  )
}
