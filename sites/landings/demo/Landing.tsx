/**
 * `demo` (the default layout): the learning platform shown to an institution that wants its own
 * site. The classes are the platform's sample catalogue from the API. The coding studio's twelve
 * languages and the online quiz are SPEC §1's LMS feature list.
 */
import { ClassGrid, useClassesShown } from '../sections/ClassGrid'
import { CLASSES, Counters, MENTORS, STUDENTS } from '../sections/Counters'
import { Cta } from '../sections/Cta'
import { Faq } from '../sections/Faq'
import { Features, Steps } from '../sections/Features'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { pageOr } from '../sections/links'
import { OPEN_CLASSES, TESTIMONIES } from '../sections/params'
import { Section } from '../sections/Section'
import { Testimonies } from '../sections/Testimonies'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function DemoLanding({ siteName }: LandingProps) {
  const kelasShown = useClassesShown(OPEN_CLASSES)
  return (
    <LandingRoot family="demo" css={css}>
      <Hero
        siteName={siteName}
        motif="briefcase"
        headline="Situs belajar milik institusi Anda, siap dipakai"
        lead="Untuk sekolah, kampus, komunitas dan perusahaan yang ingin membuka kelas dengan nama dan warna sendiri: katalog kelas, LMS, pembayaran dan laporan dalam satu platform."
        actions={[
          { label: 'Lihat kelas', href: '#kelas', shown: kelasShown },
          { label: 'Tentang kami', href: '/About', ghost: true },
        ]}
        points={['Kelas daring dan luring', 'Coding studio 12 bahasa', 'Kuis daring']}
      />
      <Counters band items={[STUDENTS, CLASSES, MENTORS]} />
      <Section id="fitur" title="Semua yang dibutuhkan untuk membuka kelas" tone="tint">
        <Features
          columns={4}
          items={[
            {
              icon: 'Aa',
              title: 'Merek Anda sendiri',
              text: 'Nama, logo, warna dan huruf mengikuti identitas institusi.',
            },
            {
              icon: '</>',
              title: 'Coding studio',
              text: 'Peserta menulis dan menjalankan kode dalam 12 bahasa pemrograman.',
            },
            {
              icon: '✓',
              title: 'Kuis daring',
              text: 'Ukur pemahaman peserta di setiap bab, nilai langsung tercatat.',
            },
            {
              icon: 'Rp',
              title: 'Pembayaran kelas',
              text: 'Tagihan, status pembayaran dan pencairan dana mentor.',
            },
          ]}
        />
      </Section>
      <ClassGrid
        id="kelas"
        title="Contoh katalog kelas"
        lead="Seperti inilah kelas tampil bagi peserta Anda: jenjang, cara belajar dan biaya dalam satu kartu."
        params={OPEN_CLASSES}
      />
      <Section id="cara" title="Tiga langkah sampai kelas pertama">
        <Steps
          items={[
            { title: 'Ceritakan kebutuhan', text: 'Siapa peserta Anda dan kelas apa yang ingin dibuka.' },
            { title: 'Situs disiapkan', text: 'Kami pasang merek, halaman dan katalog kelas Anda.' },
            { title: 'Kelas dibuka', text: 'Peserta mendaftar, membayar dan belajar di situs Anda.' },
          ]}
        />
      </Section>
      <Testimonies id="testimoni" title="Kata mereka yang sudah belajar" tone="tint" params={TESTIMONIES} />
      <Section id="tanya" title="Pertanyaan yang sering diajukan">
        <Faq
          items={[
            {
              q: 'Apakah peserta perlu memasang aplikasi?',
              a: 'Tidak. Semua berjalan di peramban, juga di ponsel.',
            },
            {
              q: 'Bisakah kelas dibuka gratis?',
              a: 'Bisa. Biaya ditentukan per kelas, termasuk kelas tanpa biaya.',
            },
            {
              q: 'Bagaimana jika koneksi peserta lambat?',
              a: 'Halaman yang pernah dibuka tetap bisa dibaca saat luring.',
            },
          ]}
        />
      </Section>
      <Cta
        title="Siap membuka kelas dengan nama Anda?"
        text={`Ceritakan kebutuhan institusi Anda kepada tim ${siteName}.`}
        action={{ label: 'Hubungi kami', href: pageOr('/Make-Appointment', '/About') }}
      />
    </LandingRoot>
  )
}
