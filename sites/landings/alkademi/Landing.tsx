/**
 * `alkademi`: the main learning site (SPEC §2: Belajar Bersama, Courses, Training Services, Talent
 * Hiring, LMS, News, Make Appointment). Courses first, then the services for companies.
 */
import { Counters, MENTORS, PARTNERS, STUDENTS } from '../sections/Counters'
import { CourseGrid, useCoursesShown } from '../sections/CourseGrid'
import { Cta } from '../sections/Cta'
import { Faq } from '../sections/Faq'
import { Features } from '../sections/Features'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { pageOr } from '../sections/links'
import { NewsList } from '../sections/NewsList'
import { LATEST_NEWS, TESTIMONIES } from '../sections/params'
import { Section } from '../sections/Section'
import { Testimonies } from '../sections/Testimonies'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function AlkademiLanding({ siteName }: LandingProps) {
  const kelasShown = useCoursesShown()
  return (
    <LandingRoot family="alkademi" css={css}>
      <Hero
        motif="code"
        siteName={siteName}
        headline="Kuasai keterampilan digital bersama mentor industri"
        lead="Kursus, bootcamp dan kelas belajar bersama untuk pelajar dan profesional; pelatihan dan rekrutmen talenta untuk perusahaan."
        actions={[
          { label: 'Lihat kursus', href: '#kelas', shown: kelasShown },
          { label: 'Untuk perusahaan', href: '#layanan', ghost: true },
        ]}
        points={['Kursus', 'Belajar Bersama', 'Layanan Pelatihan', 'Rekrutmen Talenta']}
      />
      <Counters band items={[STUDENTS, MENTORS, PARTNERS]} />
      <CourseGrid
        id="kelas"
        title="Kursus gratis"
        lead="Belajar dengan proyek nyata, didampingi mentor dari industri."
      />
      <Section id="layanan" title="Layanan untuk perusahaan dan institusi" tone="tint">
        <Features
          columns={4}
          items={[
            {
              icon: 'TS',
              title: 'Layanan Pelatihan',
              text: 'Pelatihan teknologi yang disusun untuk kebutuhan tim Anda.',
            },
            {
              icon: 'TH',
              title: 'Rekrutmen Talenta',
              text: 'Temukan talenta digital dari lulusan program kami.',
            },
            {
              icon: 'LMS',
              title: 'LMS',
              text: 'Platform belajar dengan coding studio 12 bahasa dan kuis daring.',
            },
            {
              icon: 'BB',
              title: 'Belajar Bersama',
              text: 'Kelas bersama untuk komunitas dan penerima beasiswa.',
            },
          ]}
        />
      </Section>
      <Testimonies id="testimoni" title="Cerita alumni" params={TESTIMONIES} />
      <NewsList id="berita" title="Berita terbaru" tone="tint" params={LATEST_NEWS} />
      <Section id="tanya" title="Pertanyaan yang sering diajukan">
        <Faq
          items={[
            {
              q: 'Apa bedanya kursus dan Belajar Bersama?',
              a: 'Kursus dipilih dan diikuti sendiri; Belajar Bersama adalah kelas berkelompok dengan jadwal yang sama.',
            },
            {
              q: 'Bisakah perusahaan memesan pelatihan khusus?',
              a: 'Bisa. Buat janji dengan tim kami untuk menyusun materi dan jadwalnya.',
            },
          ]}
        />
      </Section>
      <Cta
        title="Siap naik level?"
        text="Pilih kursus pertamamu atau bicarakan kebutuhan tim Anda."
        action={{ label: 'Buat janji', href: pageOr('/Make-Appointment', '#kelas'), shown: kelasShown }}
      />
    </LandingRoot>
  )
}
