/** `business-alkademi`: training, talent and an LMS for companies. Services, then contact. */
import { Contact } from '../sections/Contact'
import { Counters, PARTNERS, PROGRAMS } from '../sections/Counters'
import { Features, Steps } from '../sections/Features'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { FEW_PROGRAMS } from '../sections/params'
import { ProgramGrid } from '../sections/ProgramGrid'
import { Section } from '../sections/Section'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

export default function BusinessLanding({ siteName, contactEmail }: LandingProps) {
  return (
    <LandingRoot family="business-alkademi" css={css}>
      <Hero
        variant="dark"
        motif="briefcase"
        siteName={siteName}
        headline="Tim yang terus belajar, bisnis yang terus tumbuh"
        lead="Pelatihan teknologi, rekrutmen talenta digital dan LMS untuk perusahaan yang ingin meningkatkan keterampilan timnya."
        actions={[
          { label: 'Lihat layanan', href: '#layanan' },
          { label: 'Hubungi kami', href: '#kontak', ghost: true },
        ]}
      />
      <Section id="layanan" title="Layanan untuk perusahaan">
        <Features
          columns={3}
          items={[
            {
              icon: 'TS',
              title: 'Layanan Pelatihan',
              text: 'Program pelatihan yang disusun dari kebutuhan tim Anda.',
            },
            {
              icon: 'TH',
              title: 'Rekrutmen Talenta',
              text: 'Talenta digital yang sudah teruji lewat proyek nyata.',
            },
            {
              icon: 'LMS',
              title: 'LMS perusahaan',
              text: 'Kelas internal dengan coding studio 12 bahasa dan kuis daring.',
            },
          ]}
        />
      </Section>
      <Counters band items={[PARTNERS, PROGRAMS]} />
      <Section id="cara" title="Cara kami bekerja" tone="tint">
        <Steps
          items={[
            { title: 'Kenali kebutuhan', text: 'Kami pelajari keterampilan yang dibutuhkan tim Anda.' },
            { title: 'Susun program', text: 'Materi, jadwal dan format disesuaikan.' },
            { title: 'Jalankan dan ukur', text: 'Kemajuan peserta dilaporkan selama program.' },
          ]}
        />
      </Section>
      <ProgramGrid id="program" title="Program terbuka" params={FEW_PROGRAMS} />
      <Section id="kontak" title="Bicarakan kebutuhan tim Anda" tone="tint">
        <Contact
          email={contactEmail}
          text={`Tim ${siteName} siap membantu menyusun program untuk perusahaan Anda.`}
        />
      </Section>
    </LandingRoot>
  )
}
