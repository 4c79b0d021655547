/**
 * 10 programs (bootcamps, scholarships, competitions, trainings) with batches, a syllabus, schools
 * and a leaderboard each, plus the mentors who teach them. Cities use BPS codes. Deterministic.
 */
import { sampleLink } from './events'
import { daysBefore, rng, slugify } from './random'

export const PROGRAM_STATES = ['open', 'ongoing', 'finished'] as const
export const PROGRAM_LEVELS = ['beginner', 'intermediate', 'advanced'] as const
export const PROGRAM_TYPES = ['bootcamp', 'beasiswa', 'kompetisi', 'pelatihan'] as const

export const PROGRAM_CATEGORIES = [
  { id: 1, slug: 'pemrograman', name: 'Pemrograman' },
  { id: 2, slug: 'data', name: 'Data dan AI' },
  { id: 3, slug: 'cloud', name: 'Cloud Computing' },
  { id: 4, slug: 'desain', name: 'Desain Produk' },
  { id: 5, slug: 'kewirausahaan', name: 'Kewirausahaan Digital' },
] as const

export const CITIES = [
  { id: 3273, name: 'Kota Bandung', province: 'Jawa Barat' },
  { id: 3174, name: 'Kota Jakarta Selatan', province: 'DKI Jakarta' },
  { id: 3578, name: 'Kota Surabaya', province: 'Jawa Timur' },
  { id: 3471, name: 'Kota Yogyakarta', province: 'DI Yogyakarta' },
  { id: 3374, name: 'Kota Semarang', province: 'Jawa Tengah' },
  { id: 7371, name: 'Kota Makassar', province: 'Sulawesi Selatan' },
  { id: 1275, name: 'Kota Medan', province: 'Sumatera Utara' },
  { id: 5171, name: 'Kota Denpasar', province: 'Bali' },
] as const

export interface SeedProgram {
  id: number
  slug: string
  name: string
  summary: string
  description: string
  logo: string
  cover: string
  state: string
  level: string
  type: string
  categoryId: number
  category: { id: number; slug: string; name: string }
  partner: string | null
  isAws: boolean
  registrarCityIds: number[]
  heldCityIds: number[]
  registrationStart: string
  registrationEnd: string
  startDate: string
  endDate: string
  quota: number
  price: number
}

export interface SeedBatch {
  id: number
  programId: number
  name: string
  startDate: string
  endDate: string
  quota: number
  registered: number
  isActive: boolean
}

export interface SeedMentor {
  id: number
  name: string
  title: string
  company: string
  expertise: string[]
  avatar: string
  linkedin: string
  programIds: number[]
  isActive: boolean
}

export interface SeedSchool {
  id: number
  programId: number
  npsn: string
  name: string
  cityId: number
  city: string
  province: string
  teams: number
  registeredAt: string
}

export interface SeedLeaderboardRow {
  rank: number
  programId: number
  teamName: string
  schoolName: string
  city: string
  score: number
  solved: number
}

export interface SeedSilabus {
  programId: number
  programName: string
  totalHours: number
  modules: { order: number; title: string; description: string; durationHours: number; topics: string[] }[]
}

const PROGRAMS_BASE: {
  name: string
  type: string
  categoryId: number
  partner: string | null
  aws?: boolean
}[] = [
  { name: 'Bootcamp Fullstack JavaScript', type: 'bootcamp', categoryId: 1, partner: null },
  {
    name: 'Beasiswa Talenta Digital',
    type: 'beasiswa',
    categoryId: 2,
    partner: 'Kementerian Contoh Digital',
  },
  { name: 'Liga Pemrograman SMK', type: 'kompetisi', categoryId: 1, partner: null },
  {
    name: 'Mulai Cloud Nusantara',
    type: 'pelatihan',
    categoryId: 3,
    partner: 'Mitra Awan Contoh',
    aws: true,
  },
  {
    name: 'Akademi Dasar Komputasi Awan',
    type: 'pelatihan',
    categoryId: 3,
    partner: 'Mitra Awan Contoh',
    aws: true,
  },
  { name: 'Bootcamp Data Science', type: 'bootcamp', categoryId: 2, partner: null },
  { name: 'Sekolah Desain UI/UX', type: 'bootcamp', categoryId: 4, partner: null },
  {
    name: 'Tantangan Praktisi Cloud',
    type: 'kompetisi',
    categoryId: 3,
    partner: 'Mitra Awan Contoh',
    aws: true,
  },
  {
    name: 'Inkubator Startup Pelajar',
    type: 'pelatihan',
    categoryId: 5,
    partner: 'Inkubator Kampus Nusantara',
  },
  {
    name: 'Pelatihan Guru Informatika',
    type: 'pelatihan',
    categoryId: 1,
    partner: 'Dinas Pendidikan Contoh',
  },
]

const FIRST = [
  'Rizky',
  'Ayu',
  'Dimas',
  'Putri',
  'Yoga',
  'Intan',
  'Hendra',
  'Maya',
  'Bayu',
  'Nadia',
  'Arif',
  'Citra',
  'Galih',
  'Laras',
]
const LAST = [
  'Saputra',
  'Permata',
  'Wibowo',
  'Anggraini',
  'Hidayat',
  'Kusuma',
  'Siregar',
  'Rahmawati',
  'Setiawan',
  'Lubis',
]
const ANIMALS = [
  'Garuda',
  'Kancil',
  'Rajawali',
  'Harimau',
  'Elang',
  'Cendrawasih',
  'Banteng',
  'Merak',
  'Badak',
  'Jalak',
]
const WORDS = ['Code', 'Byte', 'Logic', 'Pixel', 'Stack', 'Cloud', 'Data', 'Nusantara']

function build() {
  const r = rng(9090)
  const cityIds = CITIES.map((c) => c.id)
  const programs: SeedProgram[] = []
  const batches: SeedBatch[] = []
  const schools: SeedSchool[] = []
  const leaderboards: SeedLeaderboardRow[] = []
  const silabus: SeedSilabus[] = []
  let batchId = 0
  let schoolId = 0
  PROGRAMS_BASE.forEach((base, i) => {
    const id = i + 1
    const category = PROGRAM_CATEGORIES.find((c) => c.id === base.categoryId)!
    const start = 60 - i * 20
    const held = [cityIds[i % cityIds.length] as number, cityIds[(i + 3) % cityIds.length] as number]
    programs.push({
      id,
      slug: slugify(base.name),
      name: base.name,
      summary: `${base.name}: program ${base.type} ${category.name.toLowerCase()} untuk pelajar, mahasiswa dan guru di seluruh Indonesia.`,
      description: `<p><strong>${base.name}</strong> membekali peserta dengan keterampilan ${category.name.toLowerCase()} yang dibutuhkan industri.</p><p>Peserta belajar bersama mentor, mengerjakan proyek nyata dan mendapat sertifikat.</p>`,
      logo: `/drive/img/program/${id}.svg`,
      cover: `/drive/img/program-cover/${id}.svg`,
      state: PROGRAM_STATES[i % 3] as string,
      level: PROGRAM_LEVELS[Math.floor(i / 3) % 3] as string,
      type: base.type,
      categoryId: category.id,
      category: { ...category },
      partner: base.partner,
      isAws: !!base.aws,
      registrarCityIds: i % 2 === 0 ? [...cityIds] : held,
      heldCityIds: held,
      registrationStart: daysBefore(start + 30),
      registrationEnd: daysBefore(start),
      startDate: daysBefore(start - 7),
      endDate: daysBefore(start - 97),
      quota: r.int(4, 20) * 25,
      price: base.type === 'beasiswa' || base.type === 'kompetisi' ? 0 : r.pick([0, 750_000, 1_500_000]),
    })
    const batchCount = 2 + (i % 2)
    for (let b = 0; b < batchCount; b++) {
      batchId++
      const quota = r.int(2, 8) * 25
      batches.push({
        id: batchId,
        programId: id,
        name: `${base.name} Batch ${b + 1}`,
        startDate: daysBefore(start - 7 - b * 120),
        endDate: daysBefore(start - 97 - b * 120),
        quota,
        registered: r.int(0, quota),
        isActive: b === batchCount - 1 || i % 3 !== 2,
      })
    }
    const schoolCount = 12 + ((i * 7) % 14)
    for (let s = 0; s < schoolCount; s++) {
      schoolId++
      const city = CITIES[(i + s) % CITIES.length]!
      const name = `SMK Contoh ${s % 3 === 0 ? 'Nusantara' : 'Mandiri'} ${(s % 13) + 1} ${city.name.replace('Kota ', '')}`
      schools.push({
        id: schoolId,
        programId: id,
        npsn: String(20200000 + schoolId * 37),
        name,
        cityId: city.id,
        city: city.name,
        province: city.province,
        teams: r.int(1, 4),
        registeredAt: daysBefore(start + 25 - s),
      })
    }
    const programSchools = schools.filter((s) => s.programId === id)
    const rows = Array.from({ length: 20 }, (_, t) => {
      const school = programSchools[t % programSchools.length]!
      return {
        programId: id,
        teamName: `Tim ${ANIMALS[(t + i) % ANIMALS.length]} ${WORDS[(t * 3 + i) % WORDS.length]}`,
        schoolName: school.name,
        city: school.city,
        score: r.int(200, 1000),
        solved: r.int(1, 12),
      }
    }).sort((a, b) => b.score - a.score || b.solved - a.solved)
    rows.forEach((row, rank) => leaderboards.push({ rank: rank + 1, ...row }))
    const modules = [
      'Orientasi dan Pola Pikir',
      'Fondasi',
      'Praktik Terbimbing',
      'Proyek Tim',
      'Demo Day',
    ].map((title, m) => ({
      order: m + 1,
      title,
      description: `Modul ${m + 1} ${base.name}: ${title.toLowerCase()}.`,
      durationHours: 8 + m * 4,
      topics: ['Materi inti', 'Studi kasus', 'Latihan mandiri'].map((t) => `${t} ${category.name}`),
    }))
    silabus.push({
      programId: id,
      programName: base.name,
      totalHours: modules.reduce((a, m) => a + m.durationHours, 0),
      modules,
    })
  })

  const mentors: SeedMentor[] = Array.from({ length: 16 }, (_, i) => {
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]}`
    const category = PROGRAM_CATEGORIES[i % PROGRAM_CATEGORIES.length]!
    return {
      id: i + 1,
      name,
      title: r.pick([
        'Senior Software Engineer',
        'Data Scientist',
        'Cloud Architect',
        'Product Designer',
        'Engineering Manager',
        'Founder',
      ]),
      company: r.pick([
        'Alkademi',
        'Studio Contoh Digital',
        'PT Contoh Niaga Daring',
        'PT Contoh Wisata Nusa',
        'Koperasi Contoh Perikanan',
        'Lembaga Contoh Bimbingan Belajar',
      ]),
      expertise: [
        category.name,
        r.pick(['Mentoring', 'Public Speaking', 'Arsitektur Sistem', 'Riset Pengguna']),
      ],
      avatar: `/drive/img/mentor/${i + 1}.svg`,
      linkedin: sampleLink('profil', `${slugify(name)}-${i + 1}`),
      programIds: programs.filter((p) => p.categoryId === category.id).map((p) => p.id),
      isActive: i % 5 !== 4,
    }
  })
  return { programs, batches, schools, leaderboards, silabus, mentors }
}

const built = build()
export const PROGRAMS: readonly SeedProgram[] = built.programs
export const BATCHES: readonly SeedBatch[] = built.batches
export const SCHOOLS: readonly SeedSchool[] = built.schools
export const LEADERBOARDS: readonly SeedLeaderboardRow[] = built.leaderboards
export const SILABUS: readonly SeedSilabus[] = built.silabus
export const MENTORS: readonly SeedMentor[] = built.mentors
