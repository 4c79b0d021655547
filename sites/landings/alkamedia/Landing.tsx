/** `alkamedia`: the media site (SPEC §2 "others": News, Podcasts, Articles, Tulisan Temans). Reading first. */
import { Cta } from '../sections/Cta'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { pageOr } from '../sections/links'
import { NewsList } from '../sections/NewsList'
import { LATEST_ARTICLES, LATEST_NEWS, LATEST_PODCASTS } from '../sections/params'
import { Section } from '../sections/Section'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function AlkamediaLanding({ siteName }: LandingProps) {
  return (
    <LandingRoot family="alkamedia" css={css}>
      <Hero
        variant="dark"
        motif="media"
        siteName={siteName}
        headline="Cerita, wawasan dan suara tentang teknologi dan pendidikan"
        lead="Berita, artikel dan podcast untuk pelajar, pendidik dan siapa pun yang ingin terus belajar."
        actions={[
          { label: 'Baca berita', href: '#berita' },
          { label: 'Dengar podcast', href: '#podcast', ghost: true },
        ]}
      />
      <Section id="berita" title="Berita terbaru">
        <NewsList params={LATEST_NEWS} />
      </Section>
      <Section id="podcast" title="Podcast" tone="tint">
        <NewsList params={LATEST_PODCASTS} basePath="/Podcasts" what="Podcast" />
      </Section>
      <Section id="artikel" title="Artikel pilihan">
        <NewsList params={LATEST_ARTICLES} basePath="/Articles" what="Artikel" />
      </Section>
      <Cta
        title="Punya cerita untuk dibagikan?"
        text={`Tulisan teman-teman pembaca juga punya tempat di ${siteName}.`}
        action={{ label: 'Tulisan Teman', href: pageOr('/Tulisan-Temans', '#artikel') }}
      />
    </LandingRoot>
  )
}
