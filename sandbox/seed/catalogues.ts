/**
 * Every tenant's catalogue: the data the sandbox answers a tenant with, and nothing of any other.
 *
 * The `demo` catalogue is the original technology catalogue (seed/classes.ts, courses.ts,
 * programs.ts, posts.ts, careers.ts, gallery.ts; ids from 1). Every other organisation's catalogue
 * is grown from its spec in seed/brands.ts, with ids that continue after the ones before it, so ids
 * are unique across tenants like rows of one backend database, and an id of another tenant is simply
 * not found. Deterministic: the same catalogues on every start; building all takes milliseconds.
 */
import { BRANDS, type BrandSpec } from './brands'
import { CAREERS, JOBS, type SeedCareer, type SeedJob } from './careers'
import { CLASSES, CLASS_STATES, WEBINARS, withSeats, type SeedClass, type SeedWebinar } from './classes'
import { COURSES, type SeedChapter, type SeedCourse } from './courses'
import { eventInfo, sampleLink } from './events'
import { GALLERY, type SeedGalleryItem } from './gallery'
import {
  KINDS,
  POST_CATEGORIES,
  newestFirst,
  POSTS,
  PODCAST_SECONDS,
  type SeedPost,
  type SeedPostWithEvent,
} from './posts'
import {
  BATCHES,
  CITIES,
  LEADERBOARDS,
  MENTORS,
  PROGRAM_CATEGORIES,
  PROGRAMS,
  SCHOOLS,
  SILABUS,
  type SeedBatch,
  type SeedLeaderboardRow,
  type SeedMentor,
  type SeedProgram,
  type SeedSchool,
  type SeedSilabus,
} from './programs'
import { daysBefore, slugify } from './random'
import { parseScale, scaledCatalogues } from './scale'

export interface PostCategory {
  id: number
  kindSlug: string
  slug: string
  name: string
}

export interface Counters {
  classes: number
  programs: number
  students: number
  mentors: number
  partners: number
}

export interface Catalogue {
  key: string
  /** The layout keys this catalogue answers. */
  tenants: readonly string[]
  org: string
  posts: readonly SeedPostWithEvent[]
  categories: readonly PostCategory[]
  classes: readonly SeedClass[]
  webinars: readonly SeedWebinar[]
  courses: readonly SeedCourse[]
  programs: readonly SeedProgram[]
  programCategories: readonly { id: number; slug: string; name: string }[]
  batches: readonly SeedBatch[]
  schools: readonly SeedSchool[]
  leaderboards: readonly SeedLeaderboardRow[]
  silabus: readonly SeedSilabus[]
  mentors: readonly SeedMentor[]
  careers: readonly SeedCareer[]
  jobs: readonly SeedJob[]
  gallery: readonly SeedGalleryItem[]
  counters: Counters
}

const maxId = (list: readonly { id: number }[]) => list.reduce((m, x) => Math.max(m, x.id), 0)

/** Next free id per kind of row, continuing after the demo catalogue. */
const next = {
  post: maxId(POSTS),
  category: maxId(POST_CATEGORIES),
  class: maxId(CLASSES),
  webinar: maxId(WEBINARS),
  course: maxId(COURSES),
  program: maxId(PROGRAMS),
  programCategory: 100,
  batch: maxId(BATCHES),
  school: maxId(SCHOOLS),
  mentor: maxId(MENTORS),
  career: maxId(CAREERS),
  job: maxId(JOBS),
  gallery: maxId(GALLERY),
}
const take = (kind: keyof typeof next) => ++next[kind]

/** Post kinds: the six of the CMS, and `appointment`, the topics of the appointment form. */
export const POST_KINDS = [...KINDS, 'appointment'] as const

/** The demo site's appointment topics (its other posts are seed/posts.ts). */
const demoTopics = (() => {
  const category = {
    id: take('category'),
    kindSlug: 'appointment',
    slug: 'topik-janji-temu',
    name: 'Topik Janji Temu',
  }
  const topics = ['Konsultasi program untuk institusi', 'Pelatihan teknologi untuk tim', 'Demo platform LMS']
  const posts: SeedPost[] = topics.map((title, i) => {
    const id = take('post')
    return {
      id,
      slug: `${slugify(title)}-${id}`,
      kindSlug: 'appointment',
      title,
      summary: `Bicarakan ${title.toLowerCase()} bersama tim kami.`,
      content:
        '<p>Pilih topik ini saat membuat janji temu; tim kami menghubungi Anda untuk menyepakati waktu.</p>',
      cover: `/drive/img/appointment/${slugify(title)}.svg`,
      category: { id: category.id, slug: category.slug, name: category.name },
      author: { name: 'Tim Alkademi Demo', avatar: null },
      publishedAt: daysBefore(400 + i),
      type: 'text',
      active: true,
    }
  })
  return { category, posts }
})()

const DEMO: Catalogue = {
  key: 'demo',
  // `none` is "no layout chosen": the demo site (sites/layouts.ts).
  tenants: ['demo', 'none'],
  org: 'Alkademi Demo',
  posts: [...POSTS, ...demoTopics.posts],
  categories: [...POST_CATEGORIES, demoTopics.category],
  classes: CLASSES,
  webinars: WEBINARS,
  courses: COURSES,
  programs: PROGRAMS,
  programCategories: PROGRAM_CATEGORIES,
  batches: BATCHES,
  schools: SCHOOLS,
  leaderboards: LEADERBOARDS,
  silabus: SILABUS,
  mentors: MENTORS,
  careers: CAREERS,
  jobs: JOBS,
  gallery: GALLERY,
  counters: { classes: CLASSES.length, programs: PROGRAMS.length, students: 2150, mentors: 86, partners: 41 },
}

const FIRST = [
  'Rahmat',
  'Wulan',
  'Andika',
  'Sekar',
  'Teguh',
  'Melati',
  'Bagus',
  'Ratna',
  'Iqbal',
  'Anisa',
  'Kurnia',
  'Dinda',
]
const LAST = [
  'Prasetyo',
  'Handayani',
  'Nugraha',
  'Sari',
  'Firmansyah',
  'Utami',
  'Wijaya',
  'Purnama',
  'Hakim',
  'Maharani',
  'Syahputra',
]
const TEAMS = [
  'Rajawali',
  'Cendrawasih',
  'Merak',
  'Elang',
  'Jalak',
  'Kenari',
  'Nuri',
  'Camar',
  'Kutilang',
  'Murai',
]

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

type Kind = 'article' | 'news' | 'podcast' | 'blog' | 'event' | 'program' | 'appointment'

const CATEGORY_NAMES: Record<Kind, readonly string[]> = {
  article: ['Panduan', 'Wawasan'],
  news: ['Kabar Kegiatan', 'Pengumuman'],
  podcast: ['Obrolan Mentor', 'Cerita Alumni'],
  blog: ['Catatan Peserta', 'Tips Belajar'],
  event: ['Workshop', 'Webinar'],
  program: ['Program Unggulan'],
  appointment: ['Topik Janji Temu'],
}

interface Draft {
  kind: Kind
  title: string
  summary: string
  content: string
  type?: string
}

function postDrafts(b: BrandSpec, city: string): Draft[] {
  const s = b.subjects
  const at = (i: number) => s[i % s.length]!
  const drafts: Draft[] = []
  const articles = [
    (x: string) => ({
      title: `${x}: Panduan untuk Pemula`,
      summary: `Langkah pertama mempelajari ${x.toLowerCase()}, dari persiapan sampai latihan yang bisa dilakukan di rumah.`,
    }),
    (x: string) => ({
      title: `Lima Kesalahan Umum dalam ${x}`,
      summary: `Kesalahan yang paling sering ditemui mentor ${b.org} pada peserta baru, dan cara menghindarinya.`,
    }),
    (x: string) => ({
      title: `Mengapa ${x} Layak Dipelajari Tahun Ini`,
      summary: `Kebutuhan di dunia ${b.field} terus tumbuh; inilah alasan ${x.toLowerCase()} menjadi bekal yang berguna.`,
    }),
  ]
  s.forEach((x, i) => {
    const t = articles[i % articles.length]!(x)
    drafts.push({
      kind: 'article',
      ...t,
      content: `<p>Banyak ${b.audience} bertanya dari mana sebaiknya memulai. Jawabannya sederhana: kuasai dasarnya, berlatih sedikit setiap hari, dan minta umpan balik sejak awal.</p><h2>Yang perlu disiapkan</h2><p>Sediakan waktu tetap setiap minggu dan catat kemajuan Anda. Di kelas ${escapeHtml(x)}, mentor memberi contoh langsung sebelum peserta mencoba sendiri.</p><h2>Langkah berikutnya</h2><p>Setelah dasar terasa mantap, pilih satu proyek kecil dan selesaikan sampai tuntas. Hasilnya bisa dibagikan di komunitas ${escapeHtml(b.field)} untuk mendapat masukan.</p>`,
    })
  })
  const news = [
    {
      title: `${b.org} Membuka Angkatan Baru Kelas ${at(0)}`,
      summary: `Pendaftaran angkatan baru dibuka untuk ${b.audience}; kuota terbatas dan jadwal tersedia pada halaman kelas.`,
      lead: `Kelas ${at(0)} kembali dibuka setelah angkatan sebelumnya penuh. Pertemuan berlangsung sekali seminggu di ${city} dan daring.`,
    },
    {
      title: `Peserta ${b.org} Memamerkan Hasil Belajar ${at(1)}`,
      summary: `Di akhir angkatan, peserta menunjukkan karya mereka di depan mentor, keluarga dan mitra.`,
      lead: `Sebanyak dua puluh peserta tampil bergantian. Mentor memberi catatan langsung, dan beberapa karya diundang ke acara mitra.`,
    },
    {
      title: `${b.org} Menjalin Kemitraan dengan ${b.employers[0]}`,
      summary: `Kemitraan baru membuka kesempatan magang dan praktik langsung bagi peserta.`,
      lead: `${b.employers[0]} akan menerima peserta magang setiap angkatan dan mengirim praktisinya untuk mengisi kelas tamu.`,
    },
    {
      title: `Jadwal Kegiatan ${b.org} di ${city} Bulan Depan`,
      summary: `Rangkuman kelas, lokakarya dan pertemuan komunitas yang bisa diikuti bulan depan.`,
      lead: `Bulan depan ada kelas reguler, satu lokakarya akhir pekan dan temu komunitas ${b.field}. Tempat terbatas, daftar lebih awal.`,
    },
  ]
  for (const { lead, ...n } of news)
    drafts.push({
      kind: 'news',
      ...n,
      content: `<p>${escapeHtml(lead)}</p><p>Informasi pendaftaran, biaya dan syarat ada di halaman program dan kelas. Pertanyaan dapat dikirim melalui formulir janji temu.</p><p><em>Berita ini adalah contoh konten (data sampel).</em></p>`,
    })
  const podcasts = [
    `Obrolan ${b.org}: Cerita di Balik ${at(2)}`,
    `Tanya Jawab Seputar ${at(3)}`,
    `Dari Peserta Menjadi Mentor di Dunia ${capital(b.field)}`,
  ]
  podcasts.forEach((title, i) =>
    drafts.push({
      kind: 'podcast',
      title,
      summary: `Episode ${i + 1}: perbincangan santai bersama ${b.mentorTitles[i % b.mentorTitles.length]!.toLowerCase()} tentang pengalaman dan tantangannya.`,
      content: `<p>Dalam episode ini kami membahas perjalanan narasumber, pelajaran yang paling berkesan, dan saran bagi ${escapeHtml(b.audience)} yang baru memulai.</p><p>Dengarkan sampai akhir untuk sesi tanya jawab dari pendengar.</p>`,
      type: 'audio',
    }),
  )
  const blogs = [
    `Catatan Minggu Pertama di Kelas ${at(4)}`,
    `Tips Konsisten Berlatih ${at(5)}`,
    `Belajar ${at(6)} Bersama Teman Sekelas`,
  ]
  blogs.forEach((title, i) =>
    drafts.push({
      kind: 'blog',
      title,
      summary: `Tulisan peserta ${b.org}: apa yang berhasil, apa yang belum, dan apa yang akan dicoba ${i === 1 ? 'bulan ini' : 'berikutnya'}.`,
      content: `<p>${i === 0 ? 'Minggu pertama terasa padat' : i === 1 ? 'Latihan rutin ternyata bukan soal waktu luang' : 'Belajar berkelompok mengubah cara saya berlatih'}. Awalnya saya ragu bisa mengikuti. Ternyata dengan jadwal yang teratur dan teman belajar yang saling mengingatkan, semuanya terasa lebih ringan.</p><p>Saran saya: jangan malu bertanya, dan simpan catatan latihan setiap hari agar kemajuan terlihat.</p>`,
    }),
  )
  const events = [
    `Workshop ${at(0)}`,
    `Kelas Terbuka: ${at(1)}`,
    `Temu Komunitas ${capital(b.field)} ${city}`,
    `Webinar ${at(2)}`,
  ]
  events.forEach((title, i) =>
    drafts.push({
      kind: 'event',
      title,
      summary: `Acara ${i % 2 === 0 ? 'praktik langsung' : 'terbuka untuk umum'} dari ${b.org} untuk ${b.audience}.`,
      content: `<p>${escapeHtml(title)} dipandu ${escapeHtml(b.mentorTitles[i % b.mentorTitles.length]!.toLowerCase())} ${escapeHtml(b.org)}. Peserta akan mengikuti sesi pembuka, praktik bersama mentor, lalu diskusi. Bawa perlengkapan pribadi dan datang lima belas menit lebih awal.</p><h2>Susunan acara</h2><ul><li>Pembukaan dan perkenalan</li><li>Sesi praktik</li><li>Tanya jawab</li></ul>`,
      type: i === 3 ? 'video' : 'text',
    }),
  )
  for (const [name, type] of b.programs)
    drafts.push({
      kind: 'program',
      title: name,
      summary: `Program ${type} ${b.org}: jadwal, syarat dan cara mendaftar.`,
      content: `<p>${escapeHtml(name)} dirancang untuk ${escapeHtml(b.audience)}. Peserta dibimbing mentor, berlatih dalam kelompok kecil, dan menyelesaikan tugas akhir.</p><p>Pendaftaran dibuka beberapa kali dalam setahun; ikuti kabar terbaru di halaman berita.</p>`,
    })
  for (const topic of b.topics)
    drafts.push({
      kind: 'appointment',
      title: topic,
      summary: `Bicarakan ${topic.toLowerCase()} bersama tim ${b.org}.`,
      content: `<p>Pilih topik ini saat membuat janji temu; tim ${escapeHtml(b.org)} menghubungi Anda untuk menyepakati waktu.</p>`,
    })
  return drafts
}

function chapter(b: BrandSpec, course: string, title: string, order: number, free: boolean): SeedChapter {
  return {
    slug: slugify(title),
    title,
    order,
    durationMinutes: 10 + ((order * 7) % 20),
    isFree: free,
    content: `<p>Bab <strong>${escapeHtml(title)}</strong> dalam kursus ${escapeHtml(course)}. Baca penjelasannya, lalu kerjakan latihan di akhir bab.</p><h2>Latihan</h2><ul><li>Ulangi contoh dari mentor tanpa melihat catatan.</li><li>Coba satu variasi buatan Anda sendiri.</li><li>Tulis satu pertanyaan untuk sesi diskusi ${escapeHtml(b.org)}.</li></ul>`,
  }
}

function build(b: BrandSpec, index: number): Catalogue {
  const home = CITIES[b.city % CITIES.length]!
  const city = home.name.replace('Kota ', '')
  const categories: PostCategory[] = (Object.keys(CATEGORY_NAMES) as Kind[]).flatMap((kind) =>
    CATEGORY_NAMES[kind].map((name) => ({ id: take('category'), kindSlug: kind, slug: slugify(name), name })),
  )
  const programCategory = { id: take('programCategory'), slug: slugify(b.field), name: capital(b.field) }

  const programs: SeedProgram[] = []
  const batches: SeedBatch[] = []
  const schools: SeedSchool[] = []
  const leaderboards: SeedLeaderboardRow[] = []
  const silabus: SeedSilabus[] = []
  b.programs.forEach(([name, type], i) => {
    const id = take('program')
    const start = 40 - i * 25
    programs.push({
      id,
      slug: slugify(name),
      name,
      summary: `${name}: program ${type} ${b.org} untuk ${b.audience}.`,
      description: `<p>Peserta ${escapeHtml(name)} belajar bersama mentor, berlatih dalam kelompok dan menyelesaikan tugas akhir yang dinilai.</p><p>Program berlangsung sekitar tiga bulan dengan pertemuan daring dan tatap muka di ${escapeHtml(city)}.</p>`,
      logo: `/drive/img/program/${slugify(name)}.svg`,
      cover: `/drive/img/program-cover/${slugify(name)}.svg`,
      state: CLASS_STATES[(i + index) % 3]!,
      level: (['beginner', 'intermediate', 'advanced'] as const)[i % 3]!,
      type,
      categoryId: programCategory.id,
      category: { ...programCategory },
      partner: i === 0 ? (b.employers[0] ?? null) : null,
      isAws: false,
      registrarCityIds: [home.id],
      // Besides its home town, each programme also runs in Bandung or Jakarta (the /Bandung and
      // /Jakarta pages), by turns.
      heldCityIds: [...new Set([home.id, CITIES[i % 2]!.id])],
      registrationStart: daysBefore(start + 30),
      registrationEnd: daysBefore(start),
      startDate: daysBefore(start - 7),
      endDate: daysBefore(start - 97),
      quota: 40 + ((index * 7 + i * 13) % 5) * 20,
      price: type === 'beasiswa' || type === 'kompetisi' ? 0 : b.price,
    })
    for (let k = 0; k < 2; k++)
      batches.push({
        id: take('batch'),
        programId: id,
        name: `${name} Angkatan ${k + 1}`,
        startDate: daysBefore(start - 7 - k * 120),
        endDate: daysBefore(start - 97 - k * 120),
        quota: 30 + k * 10,
        registered: 12 + ((index + i + k) % 18),
        isActive: k === 1 || i % 2 === 0,
      })
    const own = Array.from({ length: type === 'kompetisi' ? 12 : 4 }, (_, k) => {
      const place = CITIES[(b.city + k) % CITIES.length]!
      const school: SeedSchool = {
        id: take('school'),
        programId: id,
        npsn: String(30100000 + next.school * 41),
        name: `${k % 2 === 0 && !/SMK/.test(b.audience) ? 'SMA' : 'SMK'} Contoh ${((index + k) % 9) + 1} ${place.name.replace('Kota ', '')}`,
        cityId: place.id,
        city: place.name,
        province: place.province,
        teams: 1 + ((index + k) % 3),
        registeredAt: daysBefore(start + 20 - k),
      }
      schools.push(school)
      return school
    })
    Array.from({ length: 8 }, (_, t) => ({
      programId: id,
      teamName: `Tim ${TEAMS[(t + index) % TEAMS.length]} ${t + 1}`,
      schoolName: own[t % own.length]!.name,
      city: own[t % own.length]!.city,
      score: 900 - t * 70 - ((index * 3 + t) % 5) * 7,
      solved: Math.max(1, 10 - t),
    })).forEach((row, rank) => leaderboards.push({ rank: rank + 1, ...row }))
    const modules = ['Orientasi', 'Dasar', 'Praktik Terbimbing', 'Tugas Akhir'].map((title, m) => ({
      order: m + 1,
      title,
      description: `${title} dalam ${name}.`,
      durationHours: 6 + m * 4,
      topics: [`Materi ${b.subjects[m % b.subjects.length]}`, 'Diskusi kelompok', 'Latihan mandiri'],
    }))
    silabus.push({
      programId: id,
      programName: name,
      totalHours: modules.reduce((a, m) => a + m.durationHours, 0),
      modules,
    })
  })

  const classes: SeedClass[] = withSeats(
    b.subjects.map((name, i) => {
      const id = take('class')
      const type = (['offline', 'online', 'hybrid'] as const)[(i + index) % 3]!
      return {
        id,
        slug: slugify(name),
        code: `${b.key
          .replace(/[^a-z]/g, '')
          .slice(0, 3)
          .toUpperCase()}${String(id).padStart(3, '0')}`,
        classroomId: 1000 + id,
        name,
        description: `Kelas ${name} dari ${b.org} untuk ${b.audience}: materi bertahap, praktik bersama mentor dan umpan balik di setiap pertemuan.`,
        logo: `/drive/img/class/${slugify(name)}.svg`,
        state: CLASS_STATES[i % 3]!,
        level: (['beginner', 'intermediate', 'advanced'] as const)[Math.floor(i / 2) % 3]!,
        type,
        programId: programs[i % programs.length]!.id,
        price: b.price > 0 && i % 3 !== 1 ? b.price : 0,
        startDate: daysBefore(-7 * ((i + index) % 8)),
        preClass: i % 4 === 0,
        syllabus: ['Pengenalan', 'Dasar-dasar', 'Praktik', 'Evaluasi'].map((title, w) => ({
          week: w + 1,
          title: `Minggu ${w + 1}: ${title}`,
          topics: ['Materi', 'Latihan', 'Kuis'].map((t) => `${t} ${name}`),
        })),
      }
    }),
  )

  // Each mentor teaches a share of the programs (every program keeps one), so the classes a mentor
  // teaches differ from mentor to mentor and from the whole catalogue.
  const taughtBy = (i: number) => {
    const share = programs.filter((_, j) => j % b.mentorTitles.length === i)
    return (share.length > 0 ? share : programs).map((p) => p.id)
  }
  const mentors: SeedMentor[] = b.mentorTitles.map((title, i) => {
    const id = take('mentor')
    const name = `${FIRST[(index * 5 + i) % FIRST.length]} ${LAST[(index * 3 + i * 2) % LAST.length]}`
    return {
      id,
      name,
      title,
      company: b.org,
      expertise: [capital(b.field), b.subjects[i % b.subjects.length]!],
      avatar: `/drive/img/mentor/${id}.svg`,
      linkedin: sampleLink('profil', `${slugify(name)}-${id}`),
      programIds: taughtBy(i),
      isActive: true,
    }
  })

  const webinars: SeedWebinar[] = b.subjects.slice(0, 3).map((subject, i) => {
    const id = take('webinar')
    const title = `Sesi Terbuka: ${subject}`
    return {
      id,
      slug: `${slugify(title)}-${id}`,
      title,
      speaker: mentors[i % mentors.length]!.name,
      speakerTitle: mentors[i % mentors.length]!.title,
      programId: programs[i % programs.length]!.id,
      cover: `/drive/img/webinar/${slugify(title)}.svg`,
      startAt: daysBefore(10 - i * 9),
      durationMinutes: [60, 90, 120][i % 3]!,
      link: sampleLink('webinar', `sesi-${id}`),
      isFree: i !== 2,
    }
  })

  const courses: SeedCourse[] = b.subjects.slice(0, b.subjects.length >= 7 ? 3 : 2).map((subject, i) => {
    const id = take('course')
    const premium = i === 1 && b.price > 0
    const unlock = premium ? classes.find((k) => k.price > 0 && k.state !== 'finished') : undefined
    const title = `Belajar Mandiri: ${subject}`
    const groups = [
      { title: 'Dasar-dasar', chapters: [`Mengenal ${subject}`, 'Alat dan Persiapan', 'Istilah Penting'] },
      { title: 'Praktik', chapters: ['Latihan Terbimbing', 'Kesalahan yang Sering Terjadi', 'Proyek Mini'] },
    ]
    let n = 0
    return {
      id,
      slug: slugify(title),
      title,
      summary: `Kursus mandiri ${subject.toLowerCase()} dari ${b.org}: belajar kapan saja, dengan latihan di setiap bab.`,
      description: `<p>Enam bab singkat yang bisa diselesaikan dalam dua minggu. Setiap bab ditutup latihan yang bisa dikerjakan sendiri.</p><p>Cocok untuk ${escapeHtml(b.audience)}.</p>`,
      cover: `/drive/img/course/${slugify(title)}.svg`,
      level: i === 0 ? 'beginner' : 'intermediate',
      isPremium: premium && !!unlock,
      price: premium && unlock ? unlock.price : 0,
      classSlug: premium && unlock ? unlock.slug : null,
      className: premium && unlock ? unlock.name : null,
      modules: groups.map((g, m) => ({
        slug: slugify(g.title),
        title: g.title,
        order: m + 1,
        summary: `Modul ${m + 1}: ${g.chapters.map((c) => c.toLowerCase()).join(', ')}.`,
        chapters: g.chapters.map((t, ci) => chapter(b, title, t, ci + 1, !(premium && unlock) || n++ < 2)),
      })),
    }
  })

  const careers: SeedCareer[] = []
  const jobs: SeedJob[] = []
  for (const [name, description, titles] of b.careers) {
    const careerId = take('career')
    careers.push({
      id: careerId,
      slug: slugify(name),
      name,
      description,
      icon: `/drive/img/career/${careerId}.svg`,
    })
    titles.forEach((title, i) => {
      const id = take('job')
      const min = (3 + ((index + i) % 5)) * 1_000_000
      jobs.push({
        id,
        careerId,
        slug: `${slugify(title)}-${id}`,
        title,
        company: b.employers[i % b.employers.length]!,
        location: city,
        employmentType: i === titles.length - 1 ? 'contract' : 'full-time',
        workplace: i % 2 === 0 ? 'onsite' : 'hybrid',
        salaryMin: min,
        salaryMax: min + 2_000_000,
        description: `<p>${escapeHtml(b.employers[i % b.employers.length]!)} mencari <strong>${escapeHtml(title)}</strong> di ${escapeHtml(city)}.</p><p>Lulusan program ${escapeHtml(b.org)} diutamakan. Lowongan ini adalah contoh (data sampel).</p>`,
        requirements: [
          i === 0 ? 'Pengalaman minimal 1 tahun di bidang terkait' : 'Lulusan baru dipersilakan melamar',
          `Memahami dasar ${b.field}`,
          'Mampu bekerja sama dalam tim',
        ],
        postedAt: daysBefore(5 + index + i * 4),
        // Open for about three months from the seed's date, so a site's job board takes applications.
        deadline: daysBefore(-90 + index + i * 4),
      })
    })
  }

  const gallery: SeedGalleryItem[] = b.scenes.flatMap((scene, i) =>
    [0, 1].map((k) => {
      const id = take('gallery')
      const place = CITIES[(b.city + i + k * 3) % CITIES.length]!.name.replace('Kota ', '')
      return {
        id,
        title: `${scene} di ${place}`,
        description: `Dokumentasi ${scene.toLowerCase()} bersama ${b.org} di ${place}.`,
        image: `/drive/img/gallery/${slugify(`${scene} ${place}`)}.svg`,
        location: place,
        takenAt: daysBefore(8 + i * 11 + k * 40),
      }
    }),
  )

  const posts: SeedPostWithEvent[] = []
  const eventIndex = { n: 0 }
  postDrafts(b, city).forEach((d, i) => {
    const id = take('post')
    const own = categories.filter((c) => c.kindSlug === d.kind)
    const category = own[i % own.length]!
    const slug = `${slugify(d.title)}-${id}`
    const event =
      d.kind === 'event'
        ? eventInfo(eventIndex.n++, id, { org: b.org, city: `${home.name}, ${home.province}` })
        : {}
    posts.push({
      id,
      slug,
      kindSlug: d.kind,
      title: d.title,
      summary: d.summary,
      content: d.content,
      cover: `/drive/img/${d.kind}/${slugify(d.title)}.svg`,
      category: { id: category.id, slug: category.slug, name: category.name },
      author: { name: mentors[i % mentors.length]!.name, avatar: null },
      publishedAt: daysBefore(3 + ((i * 5 + index) % 90)),
      type: d.type ?? 'text',
      active: true,
      ...event,
      ...(d.kind === 'podcast' ? { audio: `/drive/media/podcast/${id}.wav`, duration: PODCAST_SECONDS } : {}),
      ...(d.type === 'video' ? { video: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' } : {}),
    })
  })
  posts.sort(newestFirst)

  return {
    key: b.key,
    tenants: b.tenants,
    org: b.org,
    posts,
    categories,
    classes,
    webinars,
    courses,
    programs,
    programCategories: [programCategory],
    batches,
    schools,
    leaderboards,
    silabus,
    mentors,
    careers,
    jobs,
    gallery,
    counters: {
      classes: classes.length,
      programs: programs.length,
      students: b.students,
      mentors: mentors.length,
      partners: b.partners,
    },
  }
}

/** A site the sandbox hosts no catalogue for (a new key, `comingsoon`): empty, like a fresh site. */
function empty(key: string): Catalogue {
  return {
    key,
    tenants: [key],
    org: key,
    posts: [],
    categories: [],
    classes: [],
    webinars: [],
    courses: [],
    programs: [],
    programCategories: [],
    batches: [],
    schools: [],
    leaderboards: [],
    silabus: [],
    mentors: [],
    careers: [],
    jobs: [],
    gallery: [],
    counters: { classes: 0, programs: 0, students: 0, mentors: 0, partners: 0 },
  }
}

/** The sample catalogues; those SANDBOX_SCALE names grown to real sizes (./scale.ts). */
export const CATALOGUES: readonly Catalogue[] = scaledCatalogues(
  [DEMO, ...BRANDS.map(build)],
  parseScale(process.env.SANDBOX_SCALE),
)

const BY_TENANT = new Map<string, Catalogue>()
for (const c of CATALOGUES) for (const t of c.tenants) BY_TENANT.set(t, c)
const EMPTY = new Map<string, Catalogue>()

/** The catalogue a tenant is answered with. */
export function catalogueFor(tenant: string): Catalogue {
  const known = BY_TENANT.get(tenant)
  if (known) return known
  let fresh = EMPTY.get(tenant)
  if (!fresh) {
    fresh = empty(tenant)
    if (EMPTY.size < 1000) EMPTY.set(tenant, fresh)
  }
  return fresh
}

/** The catalogue a class id belongs to (payments look a class up by id alone). */
export function catalogueOfClass(classId: number): Catalogue | undefined {
  return CATALOGUES.find((c) => c.classes.some((k) => k.id === classId))
}

/** Seeded rows of one catalogue carry this: the sites may label them as sample content. */
export const SAMPLE = { sample: true } as const
