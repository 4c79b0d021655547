/** `alkamedia`: the media site (SPEC §2 "others": News, Podcasts, Articles, Tulisan Temans). Reading first. */
import { Cta } from '../sections/Cta'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { pageOr } from '../sections/links'
import { NewsList, usePostsShown } from '../sections/NewsList'
import { LATEST_ARTICLES, LATEST_NEWS, LATEST_PODCASTS } from '../sections/params'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function AlkamediaLanding({ siteName }: LandingProps) {
  const beritaShown = usePostsShown(LATEST_NEWS)
  const podcastShown = usePostsShown(LATEST_PODCASTS)
  const artikelShown = usePostsShown(LATEST_ARTICLES)
  return (
    <LandingRoot family="alkamedia" css={css}>
      <Hero
        variant="dark"
        motif="media"
        siteName={siteName}
        headline="Cerita, wawasan dan suara tentang teknologi dan pendidikan"
        lead="Berita, artikel dan podcast untuk pelajar, pendidik dan siapa pun yang ingin terus belajar."
        actions={[
          { label: 'Baca berita', href: '#berita', shown: beritaShown },
          { label: 'Dengar podcast', href: '#podcast', shown: podcastShown, ghost: true },
        ]}
      />
      <NewsList id="berita" title="Berita terbaru" params={LATEST_NEWS} />
      <NewsList
        id="podcast"
        title="Podcast"
        tone="tint"
        params={LATEST_PODCASTS}
        basePath="/Podcasts"
        what="Podcast"
      />
      <NewsList
        id="artikel"
        title="Artikel pilihan"
        params={LATEST_ARTICLES}
        basePath="/Articles"
        what="Artikel"
      />
      <Cta
        title="Punya cerita untuk dibagikan?"
        text={`Tulisan teman-teman pembaca juga punya tempat di ${siteName}.`}
        action={{ label: 'Tulisan Teman', href: pageOr('/Tulisan-Temans', '#artikel'), shown: artikelShown }}
      />
    </LandingRoot>
  )
}
