/** 120 posts over the six kinds, each kind with its categories. Deterministic. */
import { eventInfo, type SeedEventInfo } from './events'
import { daysBefore, rng, slugify } from './random'

export interface SeedPost {
  id: number
  slug: string
  kindSlug: string
  title: string
  summary: string
  content: string
  cover: string
  category: { id: number; slug: string; name: string }
  author: { name: string; avatar: string | null }
  publishedAt: string
  /** Media type for the legacy `v1/post/list` filter: text, video or audio. */
  type: string
  /** Drafts are inactive and stay out of public lists. Every seeded post is published. */
  active: boolean
  /** Podcast episodes: the audio file (served by the sandbox drive host) and its length in seconds. */
  audio?: string
  duration?: number
  /** Video posts: a YouTube address. Sample data: the YouTube API's public demo video. */
  video?: string
}

/** Event posts carry their date, place and organiser too (seed/events.ts). */
export type SeedPostWithEvent = SeedPost & Partial<SeedEventInfo>
/** Length of the sandbox's generated episode audio (sandbox/routes/postMedia.ts). */
export const PODCAST_SECONDS = 30
const SAMPLE_VIDEO = 'https://www.youtube.com/watch?v=M7lc1UVf-VE'

export const KINDS = ['article', 'news', 'podcast', 'blog', 'event', 'program'] as const

const CATEGORY_NAMES: Record<(typeof KINDS)[number], string[]> = {
  article: ['Pemrograman', 'Karier', 'Desain Produk'],
  news: ['Kemitraan', 'Prestasi', 'Pengumuman'],
  podcast: ['Obrolan Mentor', 'Cerita Alumni'],
  blog: ['Tips Belajar', 'Teknologi', 'Komunitas'],
  event: ['Webinar', 'Workshop', 'Hackathon'],
  program: ['Beasiswa', 'Bootcamp'],
}

const TOPICS = [
  'Belajar JavaScript dari Nol',
  'Membangun Portofolio Developer',
  'Kecerdasan Artifisial untuk Pemula',
  'Karier di Bidang Data',
  'Desain UI yang Ramah Pengguna',
  'Siswa SMK Juara Kompetisi Coding',
  'Kolaborasi dengan Industri Teknologi',
  'Cloud Computing untuk UMKM',
  'Menyiapkan Wawancara Kerja Teknis',
  'Keamanan Siber Sehari-hari',
  'Membuat Aplikasi Android Pertama',
  'Git dan Kolaborasi Tim',
  'Literasi Digital untuk Guru',
  'Mengelola Proyek Perangkat Lunak',
  'Belajar Python untuk Analisis Data',
  'Menjadi Mentor yang Baik',
  'Startup Lokal Membuka Lowongan',
  'Program Beasiswa Talenta Digital',
  'Workshop React untuk Pelajar',
  'Hackathon Inovasi Pendidikan',
]

const AUTHORS = [
  'Rina Kartika',
  'Budi Santoso',
  'Dewi Lestari',
  'Agus Pratama',
  'Sari Wulandari',
  'Fajar Nugroho',
]

let categoryId = 0
export const POST_CATEGORIES = KINDS.flatMap((kind) =>
  CATEGORY_NAMES[kind].map((name) => ({ id: ++categoryId, kindSlug: kind, slug: slugify(name), name })),
)

function build(): SeedPost[] {
  const r = rng(20261101)
  const posts: SeedPost[] = []
  let id = 0
  for (const kind of KINDS) {
    const categories = POST_CATEGORIES.filter((c) => c.kindSlug === kind)
    for (let i = 0; i < 20; i++) {
      id++
      const topic = TOPICS[(i + id) % TOPICS.length] as string
      const title = `${topic}${i >= TOPICS.length / 2 ? ` (Bagian ${Math.floor(i / 2)})` : ''}`
      const category = r.pick(categories)
      const summary = `${topic}: rangkuman singkat untuk pembaca ${kind === 'podcast' ? 'dan pendengar ' : ''}yang ingin memulai hari ini. Simak langkah praktis, contoh nyata dan sumber belajar lanjutan dari para mentor.`
      const slug = `${slugify(title)}-${id}`
      posts.push({
        id,
        slug,
        kindSlug: kind,
        title,
        summary,
        content: `<p><strong>${topic}</strong> adalah topik yang sering ditanyakan peserta kelas kami. Tulisan ini merangkum pengalaman para mentor saat mendampingi peserta baru.</p><h2>Langkah pertama</h2><p>Mulailah dari dasar, kerjakan proyek kecil, lalu minta umpan balik dari mentor.</p><h2>Sumber belajar</h2><p>Catat pertanyaan yang muncul saat berlatih dan bawa ke sesi diskusi berikutnya.</p>`,
        cover: `/drive/img/${kind}/${slug}.svg`,
        category: { id: category.id, slug: category.slug, name: category.name },
        author: { name: r.pick(AUTHORS), avatar: null },
        publishedAt: daysBefore(id * 2),
        type: kind === 'podcast' ? 'audio' : kind === 'event' && id % 3 === 0 ? 'video' : 'text',
        active: true,
        ...(kind === 'event' ? eventInfo(i, id) : {}),
        ...(kind === 'podcast' ? { audio: `/drive/media/podcast/${id}.wav`, duration: PODCAST_SECONDS } : {}),
        ...(kind === 'event' && id % 3 === 0 ? { video: SAMPLE_VIDEO } : {}),
      })
    }
  }
  return posts
}

/**
 * Newest first, then the higher id: the order every post list has (the seed's catalogues, the scale
 * mode's, the sandbox's answers). ISO dates compare as text, and a comparison with `<` costs far
 * less than `localeCompare` when 10,000 posts are sorted (seed/scale.ts).
 */
export const newestFirst = (
  a: Pick<SeedPost, 'publishedAt' | 'id'>,
  b: Pick<SeedPost, 'publishedAt' | 'id'>,
) => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : b.id - a.id)

/** Newest first, as the CMS lists them. */
export const POSTS: readonly SeedPost[] = build().sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
