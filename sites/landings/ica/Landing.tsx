/** `ica`: a learning site; classes first, then articles to read. General copy: the spec says nothing more. */
import { ClassGrid, useClassesShown } from '../sections/ClassGrid'
import { Cta } from '../sections/Cta'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { NewsList, usePostsShown } from '../sections/NewsList'
import { LATEST_ARTICLES, OPEN_CLASSES } from '../sections/params'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function IcaLanding({ siteName, tagline }: LandingProps) {
  const kelasShown = useClassesShown(OPEN_CLASSES)
  const artikelShown = usePostsShown(LATEST_ARTICLES)
  return (
    <LandingRoot family="ica" css={css}>
      <Hero
        motif="book"
        siteName={siteName}
        headline="Belajar terarah, selangkah demi selangkah"
        lead={tagline}
        actions={[
          { label: 'Lihat kelas', href: '#kelas', shown: kelasShown },
          { label: 'Baca artikel', href: '#artikel', shown: artikelShown, ghost: true },
        ]}
      />
      <ClassGrid
        id="kelas"
        title="Kelas yang sedang dibuka"
        lead="Pilih jenjang dan cara belajar yang sesuai."
        params={OPEN_CLASSES}
      />
      <NewsList
        id="artikel"
        title="Artikel"
        tone="tint"
        params={LATEST_ARTICLES}
        basePath="/Articles"
        what="Artikel"
      />
      <Cta
        title="Siap mulai?"
        text={`Kelas ${siteName} menunggumu.`}
        action={{ label: 'Pilih kelas', href: '#kelas', shown: kelasShown }}
      />
    </LandingRoot>
  )
}
