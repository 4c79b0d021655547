/**
 * `smkcoding`: the coding school for SMK students (SPEC §2: Program, Berita, Gallery, Courses).
 * Programs lead, then the courses, the school's news (its news lives under /Berita) and counters.
 */
import { Counters, MENTORS, PROGRAMS, STUDENTS } from '../sections/Counters'
import { CourseGrid, useCoursesShown } from '../sections/CourseGrid'
import { Cta } from '../sections/Cta'
import { Faq } from '../sections/Faq'
import { Features } from '../sections/Features'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { pageOr } from '../sections/links'
import { NewsList } from '../sections/NewsList'
import { FEW_PROGRAMS, LATEST_NEWS } from '../sections/params'
import { ProgramGrid, useProgramsShown } from '../sections/ProgramGrid'
import { Section } from '../sections/Section'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function SmkCodingLanding({ siteName }: LandingProps) {
  const programShown = useProgramsShown(FEW_PROGRAMS)
  const kelasShown = useCoursesShown()
  return (
    <LandingRoot family="smkcoding" css={css}>
      <Hero
        variant="dark"
        motif="code"
        siteName={siteName}
        headline="Belajar coding sejak SMK, siap kerja setelah lulus"
        lead="Program dan kursus pemrograman untuk siswa SMK, guru pendamping dan sekolah: belajar dari proyek nyata bersama mentor industri."
        actions={[
          { label: 'Lihat program', href: pageOr('/Program', '#program'), shown: programShown },
          { label: 'Lihat kelas', href: '#kelas', shown: kelasShown, ghost: true },
        ]}
        points={['Untuk siswa SMK', 'Untuk guru', 'Untuk sekolah']}
      />
      <Counters band items={[STUDENTS, PROGRAMS, MENTORS]} />
      <ProgramGrid
        id="program"
        title="Program yang sedang dibuka"
        lead="Daftarkan diri atau sekolahmu sebelum pendaftaran ditutup."
        params={FEW_PROGRAMS}
      />
      <Section id="jalur" title="Belajar dengan caramu" tone="tint">
        <Features
          items={[
            {
              icon: '01',
              title: 'Siswa',
              text: 'Mulai dari dasar pemrograman sampai membangun aplikasi pertamamu.',
            },
            {
              icon: '02',
              title: 'Guru',
              text: 'Materi dan kelas pendamping untuk mengajar coding di sekolah.',
            },
            {
              icon: '03',
              title: 'Sekolah',
              text: 'Daftarkan tim sekolah dan ikuti program bersama sekolah lain.',
            },
          ]}
        />
      </Section>
      <CourseGrid id="kelas" title="Kursus pemrograman" lead="Kelas daring dan luring dengan proyek nyata." />
      <NewsList id="berita" title="Berita terbaru" tone="tint" params={LATEST_NEWS} basePath="/Berita" />
      <Section id="tanya" title="Pertanyaan yang sering diajukan">
        <Faq
          items={[
            {
              q: 'Apakah harus sudah bisa coding?',
              a: 'Tidak. Banyak kelas dimulai dari dasar; jenjangnya tertulis di setiap kelas.',
            },
            {
              q: 'Bagaimana sekolah bisa ikut?',
              a: 'Pilih program yang dibuka, lalu daftarkan tim sekolah sebelum pendaftaran ditutup.',
            },
          ]}
        />
      </Section>
      <Cta
        title="Mulai ngoding hari ini"
        text="Pilih kelas yang sesuai dengan jurusan dan minatmu."
        action={{ label: 'Pilih kelas', href: '#kelas', shown: kelasShown }}
      />
    </LandingRoot>
  )
}
