/** `aksara`: the writing site (SPEC §2 "others": Aksara, Articles, Podcasts, Tulisan Temans). */
import { Cta } from '../sections/Cta'
import { Features } from '../sections/Features'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { pageOr } from '../sections/links'
import { NewsList, usePostsShown } from '../sections/NewsList'
import { LATEST_ARTICLES, LATEST_PODCASTS } from '../sections/params'
import { Section } from '../sections/Section'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function AksaraLanding({ siteName }: LandingProps) {
  const artikelShown = usePostsShown(LATEST_ARTICLES)
  return (
    <LandingRoot family="aksara" css={css}>
      <Hero
        variant="split"
        motif="book"
        siteName={siteName}
        headline="Membaca, menulis, menyuarakan"
        lead="Ruang untuk tulisan, artikel dan podcast dari para penulis dan teman pembaca."
        actions={[
          { label: 'Baca artikel', href: '#artikel', shown: artikelShown },
          { label: 'Kirim tulisan', href: pageOr('/Tulisan-Temans', '#menulis'), ghost: true },
        ]}
      />
      <NewsList
        id="artikel"
        title="Artikel terbaru"
        params={LATEST_ARTICLES}
        basePath="/Articles"
        what="Artikel"
      />
      <Section id="menulis" title="Menulis bersama" tone="tint">
        <Features
          items={[
            { icon: 'A', title: 'Tulisan Teman', text: 'Tulisan pembaca yang dikurasi dan diterbitkan.' },
            { icon: '♪', title: 'Podcast', text: 'Obrolan tentang buku, bahasa dan gagasan.' },
            { icon: '✎', title: 'Kelas menulis', text: 'Belajar menulis dari dasar sampai terbit.' },
          ]}
        />
      </Section>
      <NewsList id="podcast" title="Podcast" params={LATEST_PODCASTS} basePath="/Podcasts" what="Podcast" />
      <Cta
        title="Tulisanmu layak dibaca"
        text={`Bagikan di ${siteName}.`}
        action={{ label: 'Mulai menulis', href: pageOr('/Tulisan-Temans', '#menulis') }}
      />
    </LandingRoot>
  )
}
