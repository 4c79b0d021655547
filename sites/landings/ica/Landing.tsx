/** `ica`: a learning site; classes first, then articles to read. General copy: the spec says nothing more. */
import { ClassGrid } from '../sections/ClassGrid'
import { Cta } from '../sections/Cta'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { NewsList } from '../sections/NewsList'
import { LATEST_ARTICLES, OPEN_CLASSES } from '../sections/params'
import { Section } from '../sections/Section'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function IcaLanding({ siteName, tagline }: LandingProps) {
  return (
    <LandingRoot family="ica" css={css}>
      <Hero
        motif="book"
        siteName={siteName}
        headline="Belajar terarah, selangkah demi selangkah"
        lead={tagline}
        actions={[
          { label: 'Lihat kelas', href: '#kelas' },
          { label: 'Baca artikel', href: '#artikel', ghost: true },
        ]}
      />
      <Section id="kelas" title="Kelas yang sedang dibuka" lead="Pilih jenjang dan cara belajar yang sesuai.">
        <ClassGrid params={OPEN_CLASSES} />
      </Section>
      <Section id="artikel" title="Artikel" tone="tint">
        <NewsList params={LATEST_ARTICLES} basePath="/Articles" what="Artikel" />
      </Section>
      <Cta
        title="Siap mulai?"
        text={`Kelas ${siteName} menunggumu.`}
        action={{ label: 'Pilih kelas', href: '#kelas' }}
      />
    </LandingRoot>
  )
}
