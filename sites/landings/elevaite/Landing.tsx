/**
 * `elevaite`: the elevate site run with a software partner (SPEC §1; §2: home, Class/{code}). The
 * partner is not named in the spec, so the page names no partner. Classes carry the page.
 */
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

export default function ElevaiteLanding({ siteName, tagline }: LandingProps) {
  const kelasShown = useClassesShown(OPEN_CLASSES)
  return (
    <LandingRoot family="elevaite" css={css}>
      <Hero
        variant="dark"
        motif="ai"
        siteName={siteName}
        headline="Tingkatkan keterampilanmu dengan AI"
        lead={`${tagline}: kelas AI untuk profesional dan tim, disusun bersama mitra perangkat lunak kami.`}
        actions={[
          { label: 'Lihat kelas', href: '#kelas', shown: kelasShown },
          { label: 'Untuk siapa', href: '#untuk', ghost: true },
        ]}
      />
      <ClassGrid
        id="kelas"
        title="Kelas yang sedang dibuka"
        params={OPEN_CLASSES}
        basePath="/Class"
        firstAboveFold
      />
      <Section id="untuk" title="Untuk siapa" tone="tint">
        <Features
          items={[
            { icon: '1', title: 'Profesional', text: 'Pakai AI untuk pekerjaan sehari-hari dengan aman.' },
            { icon: '2', title: 'Tim', text: 'Kelas bersama agar satu tim punya cara kerja yang sama.' },
            { icon: '3', title: 'Pengembang', text: 'Membangun fitur AI ke dalam perangkat lunak.' },
          ]}
        />
      </Section>
      <Counters band items={[STUDENTS, CLASSES]} />
      <Cta
        title="Naikkan level keterampilanmu"
        text={`Mulai kelas pertamamu di ${siteName}.`}
        action={{ label: 'Pilih kelas', href: '#kelas', shown: kelasShown }}
      />
    </LandingRoot>
  )
}
