/** `pujapramudya`: a personal site with classes and writing. The copy claims nothing about the person. */
import { ClassGrid } from '../sections/ClassGrid'
import { Cta } from '../sections/Cta'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { NewsList } from '../sections/NewsList'
import { LATEST_BLOG, OPEN_CLASSES } from '../sections/params'
import { Section } from '../sections/Section'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function PujaPramudyaLanding({ siteName, tagline }: LandingProps) {
  return (
    <LandingRoot family="pujapramudya" css={css}>
      <Hero
        variant="centered"
        motif="spark"
        siteName={siteName}
        headline="Belajar, menulis dan berbagi"
        lead={tagline}
        actions={[
          { label: 'Lihat kelas', href: '#kelas' },
          { label: 'Baca tulisan', href: '#tulisan', ghost: true },
        ]}
      />
      <Section id="kelas" title="Kelas">
        <ClassGrid params={OPEN_CLASSES} />
      </Section>
      <Section id="tulisan" title="Tulisan terbaru" tone="tint">
        <NewsList params={LATEST_BLOG} basePath="/Blog" what="Tulisan" />
      </Section>
      <Cta
        title="Belajar bersama"
        text={`Ikuti kelas ${siteName}.`}
        action={{ label: 'Pilih kelas', href: '#kelas' }}
      />
    </LandingRoot>
  )
}
