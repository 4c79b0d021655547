/**
 * The sandbox's scale mode: `SANDBOX_SCALE=aksara:100` (comma-separated `key:factor` pairs, a tenant
 * key or a catalogue key) grows the named catalogues to real sizes, for the benches that ask how the
 * build and the renderer behave with a real catalogue (bench/scale-catalogue.ts). Without the
 * variable, nothing changes: every catalogue is the sample one (seed/catalogues.ts).
 *
 * Per unit of factor the catalogue gains 100 posts (40 news, 30 articles, 15 blog posts, 10 podcast
 * episodes, 5 events), 20 classes and 2 jobs: at 100× about 10,000 posts, 500 events, 2,000 classes
 * and 200 jobs. The sample items stay (the pages' tests read them); the generated ones come after.
 *
 * Deterministic (a PRNG seeded by the catalogue's key): the same items on every start. Titles are
 * Indonesian, built from the organisation's own subjects; authors are its fictional mentors,
 * employers its fictional `Contoh` ones; dates spread over five years. Ids start far above every
 * other range and below the API's largest id, 1,000,000 (posts from 900,001: the desk's new posts number from 10,001; classes from
 * 600,001, jobs from 300,001), so they are unique like the seed's and never meet a row the sandbox
 * creates.
 */
import type { SeedClass } from './classes'
import { CLASS_STATES, withSeats } from './classes'
import type { SeedJob } from './careers'
import { eventInfo } from './events'
import type { SeedPostWithEvent } from './posts'
import { newestFirst, PODCAST_SECONDS } from './posts'
import { daysBefore, rng, slugify } from './random'

/** What a factor of 1 adds. */
export const SCALE_UNIT = {
  posts: { news: 40, article: 30, blog: 15, podcast: 10, event: 5 },
  classes: 20,
  jobs: 2,
} as const

export const SCALE_ID_BASE = { post: 900_000, class: 600_000, job: 300_000 } as const

/** `aksara:100,smkcoding:10` → Map { aksara → 100, smkcoding → 10 }. Throws on anything else. */
export function parseScale(value: string | undefined): Map<string, number> {
  const scales = new Map<string, number>()
  if (!value?.trim()) return scales
  for (const part of value.split(',')) {
    const match = /^\s*([a-z0-9-]+)\s*:\s*(\d+)\s*$/.exec(part)
    const factor = Number(match?.[2])
    if (!match || !Number.isInteger(factor) || factor < 1 || factor > 500)
      throw new Error(`SANDBOX_SCALE: "${part}" is not key:factor (a whole factor of 1 to 500)`)
    scales.set(match[1]!, factor)
  }
  return scales
}

/** What scaling reads of a catalogue (seed/catalogues.ts `Catalogue`), and what it adds to it. */
export interface Scalable {
  key: string
  org: string
  posts: readonly SeedPostWithEvent[]
  categories: readonly { id: number; kindSlug: string; slug: string; name: string }[]
  classes: readonly SeedClass[]
  careers: readonly { id: number }[]
  jobs: readonly SeedJob[]
  mentors: readonly { name: string; title: string }[]
  programs: readonly { id: number }[]
  counters: { classes: number }
}

type PostKind = keyof typeof SCALE_UNIT.posts

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const TITLES: Record<PostKind, readonly ((x: string, n: number, org: string) => string)[]> = {
  news: [
    (x, n, org) => `${org} Membuka Angkatan ${n} Kelas ${x}`,
    (x, n) => `Peserta Angkatan ${n} Menyelesaikan Proyek ${x}`,
    (x, n) => `Pengumuman Jadwal ${x} Gelombang ${n}`,
    (x, n, org) => `${org} Menggelar Temu Alumni ${x} ke-${n}`,
    (x, n) => `Hasil Seleksi Beasiswa ${x} Tahap ${n}`,
  ],
  article: [
    (x, n) => `${x}: Panduan Langkah ${n}`,
    (x, n) => `${n} Kebiasaan Baik dalam ${x}`,
    (x, n) => `Memahami ${x} Lewat ${n} Contoh Sederhana`,
    (x, n) => `Catatan Mentor tentang ${x} (Bagian ${n})`,
  ],
  blog: [
    (x, n) => `Pekan ke-${n} Belajar ${x}`,
    (x, n) => `Cerita Peserta: ${x} Hari ke-${n}`,
    (x, n) => `Yang Saya Pelajari dari ${x}, Catatan ${n}`,
  ],
  podcast: [
    (x, n) => `Episode ${n}: Berbincang tentang ${x}`,
    (x, n) => `Obrolan Sore ${n}: ${x} dari Dekat`,
  ],
  event: [(x, n) => `Lokakarya ${x} Sesi ${n}`, (x, n) => `Kelas Terbuka ${x} Pertemuan ${n}`],
}

const BODIES: Record<PostKind, (x: string, org: string) => string> = {
  news: (x, org) =>
    `<p>${escapeHtml(org)} kembali mengadakan kegiatan ${escapeHtml(x.toLowerCase())} bagi peserta dan masyarakat umum. Kegiatan berlangsung daring dan tatap muka.</p><p>Informasi pendaftaran ada di halaman kelas dan program.</p><p><em>Berita ini adalah contoh konten (data sampel).</em></p>`,
  article: (x) =>
    `<p>Belajar ${escapeHtml(x.toLowerCase())} paling mudah dimulai dari dasar: pahami istilahnya, ulangi contoh, lalu coba sendiri.</p><h2>Latihan</h2><p>Sisihkan waktu tetap setiap minggu dan catat kemajuan Anda. Minta umpan balik mentor sejak awal.</p>`,
  blog: (x) =>
    `<p>Minggu ini saya kembali berlatih ${escapeHtml(x.toLowerCase())}. Tidak semuanya lancar, tetapi teman sekelas saling membantu.</p><p>Saran saya: simpan catatan latihan setiap hari agar kemajuan terlihat.</p>`,
  podcast: (x) =>
    `<p>Dalam episode ini kami membahas ${escapeHtml(x.toLowerCase())} bersama narasumber: pengalaman, tantangan dan saran untuk pemula.</p>`,
  event: (x, org) =>
    `<p>Acara ${escapeHtml(x.toLowerCase())} dipandu mentor ${escapeHtml(org)}: sesi pembuka, praktik bersama, lalu tanya jawab.</p><h2>Susunan acara</h2><ul><li>Pembukaan</li><li>Praktik</li><li>Tanya jawab</li></ul>`,
}

const SUMMARIES: Record<PostKind, (x: string, org: string) => string> = {
  news: (x, org) =>
    `Kabar terbaru ${org} seputar ${x.toLowerCase()}: jadwal, peserta dan langkah berikutnya.`,
  article: (x) => `Bacaan singkat untuk yang ingin mendalami ${x.toLowerCase()} dengan langkah yang jelas.`,
  blog: (x, org) => `Tulisan peserta ${org} tentang pengalaman berlatih ${x.toLowerCase()}.`,
  podcast: (x) => `Perbincangan santai seputar ${x.toLowerCase()} bersama mentor dan alumni.`,
  event: (x, org) => `Acara ${org} untuk yang ingin mencoba ${x.toLowerCase()} bersama mentor.`,
}

const CLASS_WORDS = ['Dasar', 'Lanjutan', 'Intensif', 'Akhir Pekan', 'Kilat', 'Terapan', 'Praktik']
const JOB_TITLES = ['Staf', 'Asisten', 'Koordinator', 'Pendamping', 'Fasilitator', 'Analis']
const YEARS_DAYS = 5 * 365

/** What generated items are titled after: the sample's class names, or the organisation's name if none. */
function subjectsOf(cat: Scalable): string[] {
  const names = cat.classes.map((k) => k.name)
  return names.length ? names : [cat.org]
}

/**
 * The catalogue grown by `factor` units. Pure and deterministic: the same catalogue and factor give
 * the same items. Posts stay newest first, as the sandbox's lists expect.
 */
export function scaleCatalogue<C extends Scalable>(
  cat: C,
  factor: number,
  /** Ids already given to other scaled catalogues: this one's continue after them. */
  before = { post: 0, class: 0, job: 0 },
): C {
  const random = rng([...cat.key].reduce((a, ch) => a * 31 + ch.charCodeAt(0), 17) >>> 0)
  const subjects = subjectsOf(cat)
  const authors = cat.mentors.length ? cat.mentors : [{ name: `Tim ${cat.org}`, title: '' }]
  let postId = SCALE_ID_BASE.post + before.post + 1
  let classId = SCALE_ID_BASE.class + before.class + 1
  let jobId = SCALE_ID_BASE.job + before.job + 1
  const posts: SeedPostWithEvent[] = []
  let events = 0
  for (const kind of Object.keys(SCALE_UNIT.posts) as PostKind[]) {
    const own = cat.categories.filter((c) => c.kindSlug === kind)
    const count = SCALE_UNIT.posts[kind] * factor
    for (let i = 0; i < count; i++) {
      const id = postId++
      const subject = subjects[i % subjects.length]!
      const templates = TITLES[kind]
      const title = templates[Math.floor(i / subjects.length) % templates.length]!(
        subject,
        Math.floor(i / subjects.length / templates.length) + 1,
        cat.org,
      )
      const category = own[i % Math.max(1, own.length)]
      const event =
        kind === 'event' ? eventInfo(events++, id, { org: cat.org, city: `Kota Contoh, ${cat.org}` }) : {}
      posts.push({
        id,
        slug: `${slugify(title)}-${id}`,
        kindSlug: kind,
        title,
        summary: SUMMARIES[kind](subject, cat.org),
        content: BODIES[kind](subject, cat.org),
        cover: `/drive/img/${kind}/${slugify(title)}-${id}.svg`,
        category: category
          ? { id: category.id, slug: category.slug, name: category.name }
          : { id: 0, slug: 'umum', name: 'Umum' },
        author: { name: authors[i % authors.length]!.name, avatar: null },
        publishedAt: daysBefore(1 + random.int(0, YEARS_DAYS)),
        type: kind === 'podcast' ? 'audio' : 'text',
        active: true,
        ...event,
        ...(kind === 'podcast' ? { audio: `/drive/media/podcast/${id}.wav`, duration: PODCAST_SECONDS } : {}),
      })
    }
  }

  const code = cat.key
    .replace(/[^a-z]/g, '')
    .slice(0, 3)
    .toUpperCase()
  const classes = withSeats(
    Array.from({ length: SCALE_UNIT.classes * factor }, (_, i) => {
      const id = classId++
      const subject = subjects[i % subjects.length]!
      const name = `${subject} ${CLASS_WORDS[Math.floor(i / subjects.length) % CLASS_WORDS.length]} ${Math.floor(i / subjects.length / CLASS_WORDS.length) + 1}`
      return {
        id,
        slug: `${slugify(name)}-${id}`,
        code: `${code}${id}`,
        classroomId: 1000 + id,
        name,
        description: `Kelas ${name} dari ${cat.org}: materi bertahap, praktik bersama mentor dan umpan balik di setiap pertemuan.`,
        logo: `/drive/img/class/${slugify(name)}-${id}.svg`,
        state: CLASS_STATES[i % 3]!,
        level: (['beginner', 'intermediate', 'advanced'] as const)[Math.floor(i / 3) % 3]!,
        type: (['online', 'offline', 'hybrid'] as const)[i % 3]!,
        programId: cat.programs[i % Math.max(1, cat.programs.length)]?.id ?? 0,
        price: i % 3 === 1 ? 0 : 150_000,
        startDate: daysBefore(random.int(-60, YEARS_DAYS)),
        preClass: i % 4 === 0,
        syllabus: ['Pengenalan', 'Dasar-dasar', 'Praktik', 'Evaluasi'].map((t, w) => ({
          week: w + 1,
          title: `Minggu ${w + 1}: ${t}`,
          topics: ['Materi', 'Latihan'].map((x) => `${x} ${subject}`),
        })),
      }
    }),
  )

  const template = cat.jobs[0]
  const jobs: SeedJob[] =
    template && cat.careers.length
      ? Array.from({ length: SCALE_UNIT.jobs * factor }, (_, i) => {
          const id = jobId++
          const title = `${JOB_TITLES[i % JOB_TITLES.length]} ${subjects[i % subjects.length]}`
          return {
            ...template,
            id,
            careerId: cat.careers[i % cat.careers.length]!.id,
            slug: `${slugify(title)}-${id}`,
            title,
            description: `<p>${escapeHtml(template.company)} mencari <strong>${escapeHtml(title)}</strong> di ${escapeHtml(template.location)}.</p><p>Lulusan program ${escapeHtml(cat.org)} diutamakan. Lowongan ini adalah contoh (data sampel).</p>`,
            postedAt: daysBefore(1 + random.int(0, 365)),
            deadline: daysBefore(-random.int(10, 120)),
          }
        })
      : []

  return {
    ...cat,
    posts: [...cat.posts, ...posts].sort(newestFirst),
    classes: [...cat.classes, ...classes],
    jobs: [...cat.jobs, ...jobs],
    counters: { ...cat.counters, classes: cat.classes.length + classes.length },
  }
}

/** Every catalogue, the ones `scales` names (by key or by a tenant they answer) grown. */
export function scaledCatalogues<C extends Scalable & { tenants: readonly string[] }>(
  catalogues: readonly C[],
  scales: ReadonlyMap<string, number>,
): C[] {
  if (scales.size === 0) return [...catalogues]
  const known = new Set(catalogues.flatMap((c) => [c.key, ...c.tenants]))
  for (const key of scales.keys())
    if (!known.has(key)) throw new Error(`SANDBOX_SCALE: no catalogue answers "${key}"`)
  const total = [...scales.values()].reduce((a, b) => a + b, 0)
  if (total > 500) throw new Error(`SANDBOX_SCALE: factors add up to ${total}, past 500 (ids would overflow)`)
  // Each scaled catalogue's ids continue after the previous one's, as the seed's do.
  const before = { post: 0, class: 0, job: 0 }
  return catalogues.map((c) => {
    const factor = scales.get(c.key) ?? c.tenants.map((t) => scales.get(t)).find(Boolean)
    if (!factor) return c
    const scaled = scaleCatalogue(c, factor, { ...before })
    const units = (n: number) => n * factor
    before.post += units(Object.values(SCALE_UNIT.posts).reduce((a, b) => a + b, 0))
    before.class += units(SCALE_UNIT.classes)
    before.job += units(SCALE_UNIT.jobs)
    return scaled
  })
}
