/** `diaksara`: a reading site (SPEC §2 "others"): articles and news, then an invitation to write. */
import { Cta } from '../sections/Cta'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { pageOr } from '../sections/links'
import { NewsList } from '../sections/NewsList'
import { LATEST_ARTICLES, LATEST_NEWS } from '../sections/params'
import { Section } from '../sections/Section'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function DiaksaraLanding({ siteName }: LandingProps) {
  return (
    <LandingRoot family="diaksara" css={css}>
      <Hero
        variant="centered"
        motif="book"
        siteName={siteName}
        headline="Bacaan yang menemani belajar"
        lead="Artikel, berita dan tulisan teman untuk pembaca yang ingin terus tumbuh."
        actions={[
          { label: 'Mulai membaca', href: '#artikel' },
          { label: 'Berita', href: '#berita', ghost: true },
        ]}
      />
      <Section id="artikel" title="Artikel terbaru">
        <NewsList params={LATEST_ARTICLES} basePath="/Articles" what="Artikel" />
      </Section>
      <Section id="berita" title="Berita" tone="tint">
        <NewsList params={LATEST_NEWS} />
      </Section>
      <Cta
        title="Ingin ikut menulis?"
        text={`Tulisan teman punya tempat di ${siteName}.`}
        action={{ label: 'Tulisan Teman', href: pageOr('/Tulisan-Temans', '#artikel') }}
      />
    </LandingRoot>
  )
}
