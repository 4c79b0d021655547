/** `wujud{product}`: programs that turn a goal into a result; the name comes from the key (`wujudmimpi` → Mimpi). */
import { Cta } from '../sections/Cta'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { OPEN_PROGRAMS, productTitle, TESTIMONIES } from '../sections/params'
import { ProgramGrid } from '../sections/ProgramGrid'
import { Section } from '../sections/Section'
import { Testimonies } from '../sections/Testimonies'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function WujudLanding({ siteName, product }: LandingProps) {
  const goal = productTitle(product, 'Impian').toLowerCase()
  return (
    <LandingRoot family="wujud" css={css}>
      <Hero
        variant="centered"
        motif="spark"
        siteName={siteName}
        headline={`Wujudkan ${goal}mu, satu program demi satu program`}
        lead="Program terarah dengan mentor dan teman seperjuangan, dari langkah pertama sampai tujuan tercapai."
        actions={[
          { label: 'Lihat program', href: '#program' },
          { label: 'Cerita peserta', href: '#cerita', ghost: true },
        ]}
      />
      <Section id="program" title="Program yang dibuka">
        <ProgramGrid params={OPEN_PROGRAMS} />
      </Section>
      <Section id="cerita" title="Cerita peserta" tone="tint">
        <Testimonies params={TESTIMONIES} />
      </Section>
      <Cta
        title="Langkah pertamamu"
        text={`Mulai di ${siteName}.`}
        action={{ label: 'Pilih program', href: '#program' }}
      />
    </LandingRoot>
  )
}
