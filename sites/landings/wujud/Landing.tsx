/** `wujud{product}`: programs that turn a goal into a result; the name comes from the key (`wujudmimpi` → Mimpi). */
import { Cta } from '../sections/Cta'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { OPEN_PROGRAMS, productTitle, TESTIMONIES } from '../sections/params'
import { ProgramGrid, useProgramsShown } from '../sections/ProgramGrid'
import { Testimonies, useTestimoniesShown } from '../sections/Testimonies'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function WujudLanding({ siteName, product }: LandingProps) {
  const programShown = useProgramsShown(OPEN_PROGRAMS)
  const ceritaShown = useTestimoniesShown(TESTIMONIES)
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
          { label: 'Lihat program', href: '#program', shown: programShown },
          { label: 'Cerita peserta', href: '#cerita', shown: ceritaShown, ghost: true },
        ]}
      />
      <ProgramGrid id="program" title="Program yang dibuka" params={OPEN_PROGRAMS} />
      <Testimonies id="cerita" title="Cerita peserta" tone="tint" params={TESTIMONIES} />
      <Cta
        title="Langkah pertamamu"
        text={`Mulai di ${siteName}.`}
        action={{ label: 'Pilih program', href: '#program', shown: programShown }}
      />
    </LandingRoot>
  )
}
