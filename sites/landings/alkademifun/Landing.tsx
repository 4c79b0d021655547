/** `alkademifun`: learning technology the playful way. Classes and how a session feels. */
import { ClassGrid, useClassesShown } from '../sections/ClassGrid'
import { CLASSES, Counters, STUDENTS } from '../sections/Counters'
import { Cta } from '../sections/Cta'
import { Features } from '../sections/Features'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { OPEN_CLASSES } from '../sections/params'
import { Section } from '../sections/Section'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function AlkademiFunLanding({ siteName }: LandingProps) {
  const kelasShown = useClassesShown(OPEN_CLASSES)
  return (
    <LandingRoot family="alkademifun" css={css}>
      <Hero
        variant="split"
        motif="spark"
        siteName={siteName}
        headline="Belajar teknologi, serasa bermain"
        lead="Kelas seru dengan permainan, tantangan dan proyek kecil yang membuat teknologi mudah dipahami."
        actions={[
          { label: 'Lihat kelas', href: '#kelas', shown: kelasShown },
          { label: 'Seperti apa kelasnya', href: '#seru', ghost: true },
        ]}
      />
      <Section id="seru" title="Seperti apa kelasnya?" tone="tint">
        <Features
          items={[
            { icon: '★', title: 'Tantangan', text: 'Setiap pertemuan punya misi kecil untuk diselesaikan.' },
            {
              icon: '☻',
              title: 'Bersama teman',
              text: 'Belajar berkelompok, saling bantu dan saling tantang.',
            },
            { icon: '✓', title: 'Kuis daring', text: 'Cek pemahaman lewat kuis singkat di akhir bab.' },
          ]}
        />
      </Section>
      <ClassGrid id="kelas" title="Kelas yang bisa diikuti" params={OPEN_CLASSES} />
      <Counters band items={[STUDENTS, CLASSES]} />
      <Cta
        title="Ayo mulai bermain sambil belajar"
        text={`Pilih kelas pertamamu di ${siteName}.`}
        action={{ label: 'Pilih kelas', href: '#kelas', shown: kelasShown }}
      />
    </LandingRoot>
  )
}
