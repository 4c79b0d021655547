/**
 * `ai{product}`: an AI product site; the product name comes from the key (`aipintar` → Pintar).
 * The AI chat assistant (SPEC §1) is the product's centre; classes teach its use. Its page is
 * `/Chat` (pages/Chat): the hero and the closing call to action link there.
 */
import { ClassGrid, useClassesShown } from '../sections/ClassGrid'
import { CLASSES, Counters, STUDENTS } from '../sections/Counters'
import { Cta } from '../sections/Cta'
import { Features } from '../sections/Features'
import { Hero } from '../sections/Hero'
import { LandingRoot } from '../sections/LandingRoot'
import { OPEN_CLASSES, productTitle } from '../sections/params'
import { Section } from '../sections/Section'
import { ROUTES } from '../../routes'
import type { LandingProps } from '../types'
import css from './styles.scss?inline'

const CHAT_PATH = ROUTES.chat.pattern

export default function AiLanding({ siteName, product }: LandingProps) {
  const kelasShown = useClassesShown(OPEN_CLASSES)
  const name = `AI ${productTitle(product, '')}`.trim()
  return (
    <LandingRoot family="ai" css={css}>
      <Hero
        variant="dark"
        motif="ai"
        siteName={siteName}
        headline={`Belajar lebih cerdas bersama ${name}`}
        lead="Asisten AI yang menjawab pertanyaanmu saat belajar, dan kelas untuk memakai kecerdasan artifisial dengan bijak."
        actions={[
          { label: `Coba asisten ${name}`, href: CHAT_PATH },
          { label: 'Lihat kelas AI', href: '#kelas', shown: kelasShown, ghost: true },
        ]}
        points={['Asisten chat', 'Riwayat percakapan', 'Kelas AI']}
      />
      <Section id="fitur" title={`Apa yang bisa dilakukan ${name}`}>
        <Features
          columns={3}
          items={[
            {
              icon: 'AI',
              title: 'Tanya kapan saja',
              text: 'Jawaban mengalir langsung saat asisten menulisnya.',
            },
            {
              icon: '↺',
              title: 'Percakapan tersimpan',
              text: 'Lanjutkan percakapan lama kapan pun, atau hapus bila tak perlu.',
            },
            {
              icon: '✎',
              title: 'Belajar terarah',
              text: 'Kelas yang mengajarkan cara bertanya dan memeriksa jawaban AI.',
            },
          ]}
        />
      </Section>
      <ClassGrid id="kelas" title="Kelas kecerdasan artifisial" tone="tint" params={OPEN_CLASSES} />
      <Counters band items={[STUDENTS, CLASSES]} />
      <Cta
        title={`Mulai dengan ${name}`}
        text="Tanyakan apa saja ke asisten, lalu pilih kelas untuk mengenali cara kerja AI."
        action={{ label: 'Mulai bertanya', href: CHAT_PATH }}
      />
    </LandingRoot>
  )
}
