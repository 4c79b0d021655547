/** `pujapramudya`: a personal site with classes and writing. The copy claims nothing about the person. */
import { ClassGrid, useClassesShown } from '../sections/ClassGrid'
import { Cta } from '../sections/Cta'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { NewsList, usePostsShown } from '../sections/NewsList'
import { LATEST_BLOG, OPEN_CLASSES } from '../sections/params'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function PujaPramudyaLanding({ siteName, tagline }: LandingProps) {
  const kelasShown = useClassesShown(OPEN_CLASSES)
  const tulisanShown = usePostsShown(LATEST_BLOG)
  return (
    <LandingRoot family="pujapramudya" css={css}>
      <Hero
        variant="centered"
        motif="spark"
        siteName={siteName}
        headline="Belajar, menulis dan berbagi"
        lead={tagline}
        actions={[
          { label: 'Lihat kelas', href: '#kelas', shown: kelasShown },
          { label: 'Baca tulisan', href: '#tulisan', shown: tulisanShown, ghost: true },
        ]}
      />
      <ClassGrid id="kelas" title="Kelas" params={OPEN_CLASSES} />
      <NewsList
        id="tulisan"
        title="Tulisan terbaru"
        tone="tint"
        params={LATEST_BLOG}
        basePath="/Blog"
        what="Tulisan"
      />
      <Cta
        title="Belajar bersama"
        text={`Ikuti kelas ${siteName}.`}
        action={{ label: 'Pilih kelas', href: '#kelas', shown: kelasShown }}
      />
    </LandingRoot>
  )
}
