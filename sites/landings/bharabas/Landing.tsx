/**
 * `bharabas`: radio, classes and a creative community (the tenant's tagline). The radio itself is
 * the shell's background player (SPEC §1: bharabas and dev.bharabas only); this landing points to it.
 */
import { ClassGrid, useClassesShown } from '../sections/ClassGrid'
import { CLASSES, Counters, STUDENTS } from '../sections/Counters'
import { Cta } from '../sections/Cta'
import { Features } from '../sections/Features'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { NewsList } from '../sections/NewsList'
import { LATEST_PODCASTS, OPEN_CLASSES, TESTIMONIES } from '../sections/params'
import { Section } from '../sections/Section'
import { Testimonies } from '../sections/Testimonies'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function BharabasLanding({ siteName }: LandingProps) {
  const kelasShown = useClassesShown(OPEN_CLASSES)
  return (
    <LandingRoot family="bharabas" css={css}>
      <Hero
        variant="dark"
        motif="radio"
        siteName={siteName}
        headline="Dengarkan, belajar, lalu berkarya bersama"
        lead="Radio yang menemani sepanjang kunjunganmu, kelas kreatif dari para praktisi, dan komunitas tempat karya dibagikan."
        actions={[
          { label: 'Lihat kelas', href: '#kelas', shown: kelasShown },
          { label: 'Tentang radio', href: '#radio', ghost: true },
        ]}
        points={['Radio', 'Kelas', 'Komunitas']}
      />
      <Section id="radio" title="Radio yang ikut ke mana pun kamu membuka halaman" tone="tint">
        <div className="onair">
          <p>
            Tekan tombol putar pada pemutar radio di bagian bawah layar. Siaran tetap berjalan saat kamu
            berpindah halaman, dan berhenti hanya saat kamu menekan jeda.
          </p>
        </div>
      </Section>
      <ClassGrid
        id="kelas"
        title="Kelas kreatif yang sedang dibuka"
        lead="Belajar langsung dari praktisi, lalu pamerkan karyamu."
        params={OPEN_CLASSES}
      />
      <Counters band items={[STUDENTS, CLASSES]} />
      <Section id="komunitas" title="Lebih dari sekadar kelas">
        <Features
          items={[
            { icon: '♪', title: 'Siaran', text: 'Teman belajar dan berkarya, diputar saat kamu memintanya.' },
            {
              icon: '✎',
              title: 'Kelas',
              text: 'Kelas daring dan luring untuk mengasah keterampilan kreatif.',
            },
            { icon: '☺', title: 'Komunitas', text: 'Bertemu sesama kreator, berbagi karya dan masukan.' },
          ]}
        />
      </Section>
      <NewsList
        id="podcast"
        title="Podcast terbaru"
        tone="tint"
        params={LATEST_PODCASTS}
        basePath="/Podcasts"
        what="Podcast"
      />
      <Testimonies id="cerita" title="Cerita dari komunitas" params={TESTIMONIES} />
      <Cta
        title="Gabung dan mulai berkarya"
        text={`Pilih kelas pertamamu di ${siteName}.`}
        action={{ label: 'Pilih kelas', href: '#kelas', shown: kelasShown }}
      />
    </LandingRoot>
  )
}
