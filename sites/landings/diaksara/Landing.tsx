/** `diaksara`: a reading site (SPEC §2 "others"): articles and news, then an invitation to write. */
import { Cta } from '../sections/Cta'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { pageOr } from '../sections/links'
import { NewsList, usePostsShown } from '../sections/NewsList'
import { LATEST_ARTICLES, LATEST_NEWS } from '../sections/params'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function DiaksaraLanding({ siteName }: LandingProps) {
  const artikelShown = usePostsShown(LATEST_ARTICLES)
  const beritaShown = usePostsShown(LATEST_NEWS)
  return (
    <LandingRoot family="diaksara" css={css}>
      <Hero
        variant="centered"
        motif="book"
        siteName={siteName}
        headline="Bacaan yang menemani belajar"
        lead="Artikel, berita dan tulisan teman untuk pembaca yang ingin terus tumbuh."
        actions={[
          { label: 'Mulai membaca', href: '#artikel', shown: artikelShown },
          { label: 'Berita', href: '#berita', shown: beritaShown, ghost: true },
        ]}
      />
      <NewsList
        id="artikel"
        title="Artikel terbaru"
        params={LATEST_ARTICLES}
        basePath="/Articles"
        what="Artikel"
      />
      <NewsList id="berita" title="Berita" tone="tint" params={LATEST_NEWS} />
      <Cta
        title="Ingin ikut menulis?"
        text={`Tulisan teman punya tempat di ${siteName}.`}
        action={{ label: 'Tulisan Teman', href: pageOr('/Tulisan-Temans', '#artikel'), shown: artikelShown }}
      />
    </LandingRoot>
  )
}
