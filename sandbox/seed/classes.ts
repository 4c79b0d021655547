/** 30 classes over states, levels and types, each with a syllabus. Deterministic. */
import { sampleLink } from './events'
import { daysBefore, rng, slugify } from './random'

export const CLASS_STATES = ['open', 'ongoing', 'finished'] as const
export const CLASS_LEVELS = ['beginner', 'intermediate', 'advanced'] as const
export const CLASS_TYPES = ['online', 'offline', 'hybrid'] as const

const NAMES = [
  'Dasar Pemrograman Web',
  'React untuk Pemula',
  'Backend dengan Node.js',
  'Analisis Data dengan Python',
  'Machine Learning Terapan',
  'UI/UX Design Fundamental',
  'Pengembangan Aplikasi Android',
  'Flutter Lintas Platform',
  'Cloud Practitioner',
  'DevOps dan CI/CD',
  'Keamanan Jaringan',
  'Basis Data SQL',
  'Pemrograman Go',
  'Produk Digital untuk UMKM',
  'Pemasaran Digital',
]

export interface SeedClass {
  id: number
  slug: string
  code: string
  classroomId: number
  name: string
  description: string
  logo: string
  state: string
  level: string
  type: string
  programId: number
  price: number
  startDate: string
  preClass: boolean
  /** Seats, and those taken before the sandbox started (enrolments add to it, routes/enrolments.ts). */
  quota: number
  registered: number
  syllabus: { week: number; title: string; topics: string[] }[]
}

/**
 * Seats for a catalogue's classes: a few taken of each, and the last class still open or running is
 * full, so every catalogue shows "Kabari saya" somewhere. Earlier classes keep seats: the first free
 * and the first paid class of a catalogue can always be joined.
 */
export function withSeats<T extends Omit<SeedClass, 'quota' | 'registered'>>(list: T[]): (T & SeedClass)[] {
  const live = list.filter((k) => k.state !== 'finished')
  const full = live.length > 2 ? live[live.length - 1] : undefined
  return list.map((k, i) => {
    const quota = 20 + (i % 4) * 10
    return { ...k, quota, registered: k === full ? quota : 3 + ((i * 7) % 11) }
  })
}

function build(): SeedClass[] {
  const r = rng(424242)
  return withSeats(
    Array.from({ length: 30 }, (_, i) => {
      const id = i + 1
      const base = NAMES[i % NAMES.length] as string
      const name = i < NAMES.length ? base : `${base} Lanjutan`
      return {
        id,
        slug: slugify(name),
        code: `KLS${String(id).padStart(3, '0')}`,
        classroomId: 1000 + id,
        name,
        description: `Kelas ${name} dibimbing mentor industri: materi terstruktur, proyek nyata dan sertifikat.`,
        logo: `/drive/img/class/${id}.svg`,
        state: CLASS_STATES[i % 3] as string,
        level: CLASS_LEVELS[Math.floor(i / 3) % 3] as string,
        type: r.pick(CLASS_TYPES),
        programId: (i % 10) + 1,
        price: r.pick([0, 150_000, 250_000, 500_000]),
        startDate: daysBefore(-7 * (i % 8)),
        preClass: i % 5 === 0,
        syllabus: Array.from({ length: 4 }, (_, w) => ({
          week: w + 1,
          title: `Minggu ${w + 1}: ${['Pengenalan', 'Konsep Inti', 'Proyek', 'Presentasi'][w]}`,
          topics: ['Materi', 'Latihan', 'Kuis'].map((t) => `${t} ${name}`),
        })),
      }
    }),
  )
}

export const CLASSES: readonly SeedClass[] = build()

export interface SeedWebinar {
  id: number
  slug: string
  title: string
  speaker: string
  speakerTitle: string
  programId: number
  cover: string
  startAt: string
  durationMinutes: number
  link: string
  isFree: boolean
}

const WEBINAR_TOPICS = [
  'Kenalan dengan Dunia Cloud',
  'Roadmap Menjadi Frontend Developer',
  'Membaca Data dengan Python',
  'Portofolio Desain yang Dilirik Rekruter',
  'Keamanan Akun Media Sosial',
  'Membangun Startup dari Sekolah',
  'AI Generatif di Ruang Kelas',
  'Tips Lolos Beasiswa Talenta Digital',
]
const SPEAKERS = [
  'Rizky Saputra',
  'Ayu Permata',
  'Dimas Wibowo',
  'Putri Anggraini',
  'Yoga Hidayat',
  'Intan Kusuma',
]

function buildWebinars(): SeedWebinar[] {
  const r = rng(5150)
  return Array.from({ length: 16 }, (_, i) => {
    const id = i + 1
    const topic = WEBINAR_TOPICS[i % WEBINAR_TOPICS.length] as string
    const title = i < WEBINAR_TOPICS.length ? topic : `${topic} (Sesi 2)`
    return {
      id,
      slug: `${slugify(title)}-${id}`,
      title,
      speaker: r.pick(SPEAKERS),
      speakerTitle: r.pick(['Mentor Alkademi', 'Praktisi Industri', 'Alumni Bootcamp']),
      programId: (i % 10) + 1,
      cover: `/drive/img/webinar/${id}.svg`,
      startAt: daysBefore(14 - i * 3),
      durationMinutes: r.pick([60, 90, 120]),
      link: sampleLink('webinar', `webinar-${id}`),
      isFree: i % 4 !== 3,
    }
  })
}

/** Soonest first. */
export const WEBINARS: readonly SeedWebinar[] = buildWebinars().sort((a, b) =>
  a.startAt.localeCompare(b.startAt),
)
