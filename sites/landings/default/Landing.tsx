/**
 * The default landing: unknown layouts (SPEC §2) and the further keys without a landing of their
 * own. (`none` has no layout in its settings, so SPEC §9's default layout, `demo`, applies.) Hero, the open
 * classes from the API, the counters and a call to action.
 */
import { ClassGrid, useClassesShown } from '../sections/ClassGrid'
import { CLASSES, Counters, MENTORS, STUDENTS } from '../sections/Counters'
import { Cta } from '../sections/Cta'
import { Features } from '../sections/Features'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { OPEN_CLASSES } from '../sections/params'
import { Section } from '../sections/Section'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

/** The landing's own steps, for a site whose configuration gives none. */
const STEPS = [
  { title: 'Pilih kelas', text: 'Lihat jenjang, cara belajar dan biaya di setiap kelas.' },
  { title: 'Belajar dengan mentor', text: 'Materi, tugas dan masukan langsung dari praktisi.' },
  { title: 'Bangun portofolio', text: 'Selesaikan proyek untuk portofoliomu.' },
]

export default function DefaultLanding({ siteName, tagline, hero }: LandingProps) {
  const kelasShown = useClassesShown(OPEN_CLASSES)
  return (
    <LandingRoot family="default" css={css}>
      <Hero
        motif="book"
        siteName={siteName}
        headline={hero?.headline ?? 'Bangun keterampilan digital untuk masa depanmu'}
        lead={
          hero?.lead ?? `${tagline}. Kelas daring dan luring bersama mentor industri, dengan proyek nyata.`
        }
        actions={[
          { label: 'Lihat kelas', href: '#kelas', shown: kelasShown },
          { label: 'Tentang kami', href: '/About', ghost: true },
        ]}
      />
      <ClassGrid
        id="kelas"
        title="Kelas yang sedang dibuka"
        lead={hero ? hero.classesLead : 'Belajar langsung dari mentor industri, dengan proyek nyata.'}
        params={OPEN_CLASSES}
      />
      <Counters band items={[STUDENTS, CLASSES, MENTORS]} />
      <Section id="cara" title="Cara belajar di sini">
        <Features items={hero?.steps ?? STEPS} />
      </Section>
      <Cta
        title="Siap mulai belajar?"
        text={hero?.cta ?? 'Bergabunglah dan bangun keterampilan digital untuk masa depan Anda.'}
        action={{ label: 'Pilih kelas sekarang', href: '#kelas', shown: kelasShown }}
      />
    </LandingRoot>
  )
}
