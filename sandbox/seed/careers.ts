/** Career tracks with their job openings (`v1/career/*`). Deterministic. */
import { daysBefore, rng, slugify } from './random'

export interface SeedCareer {
  id: number
  slug: string
  name: string
  description: string
  icon: string
}

export interface SeedJob {
  id: number
  careerId: number
  slug: string
  title: string
  company: string
  location: string
  employmentType: string
  workplace: string
  salaryMin: number
  salaryMax: number
  description: string
  requirements: string[]
  postedAt: string
  deadline: string
}

const TRACKS: { name: string; description: string; jobs: string[] }[] = [
  {
    name: 'Software Engineering',
    description: 'Membangun aplikasi web, mobile dan layanan backend bersama tim produk.',
    jobs: [
      'Frontend Developer',
      'Backend Developer (Node.js)',
      'Mobile Developer (Flutter)',
      'Software Engineer Intern',
      'Fullstack Developer',
    ],
  },
  {
    name: 'Data dan Kecerdasan Artifisial',
    description: 'Mengolah data menjadi keputusan bisnis dan membangun model pembelajaran mesin.',
    jobs: ['Data Analyst', 'Data Engineer', 'Machine Learning Engineer', 'Data Science Intern'],
  },
  {
    name: 'Desain Produk',
    description: 'Merancang pengalaman pengguna yang mudah, inklusif dan menyenangkan.',
    jobs: ['UI/UX Designer', 'UX Researcher', 'Product Designer Intern'],
  },
  {
    name: 'Cloud dan DevOps',
    description: 'Menjaga infrastruktur tetap andal, aman dan otomatis.',
    jobs: ['Cloud Engineer', 'DevOps Engineer', 'Site Reliability Engineer', 'Cloud Support Associate'],
  },
  {
    name: 'Keamanan Siber',
    description: 'Melindungi sistem dan data dari ancaman digital.',
    jobs: ['Security Analyst', 'Penetration Tester', 'SOC Analyst Intern'],
  },
  {
    name: 'Pendidikan dan Mentoring',
    description: 'Mendampingi pelajar dan guru menguasai keterampilan digital.',
    jobs: [
      'Mentor Pemrograman',
      'Instruktur Kelas Data',
      'Community Manager',
      'Content Writer Edukasi',
      'Program Officer',
    ],
  },
]

const COMPANIES = [
  'PT Alkademi Teknologi Indonesia',
  'PT Contoh Nusantara Digital',
  'PT Contoh Karya Data',
  'PT Contoh Awan Biru',
  'Yayasan Contoh Cerdas Digital',
  'PT Contoh Inovasi Kreatif',
]
const CITIES = ['Bandung', 'Jakarta Selatan', 'Surabaya', 'Yogyakarta', 'Semarang', 'Makassar', 'Remote']

function build() {
  const r = rng(7100)
  const careers: SeedCareer[] = []
  const jobs: SeedJob[] = []
  let jobId = 0
  TRACKS.forEach((track, i) => {
    const careerId = i + 1
    careers.push({
      id: careerId,
      slug: slugify(track.name),
      name: track.name,
      description: track.description,
      icon: `/drive/img/career/${careerId}.svg`,
    })
    for (const title of track.jobs) {
      jobId++
      const intern = /intern/i.test(title)
      const salaryMin = intern ? 2_500_000 : r.int(6, 14) * 1_000_000
      const location = r.pick(CITIES)
      jobs.push({
        id: jobId,
        careerId,
        slug: `${slugify(title)}-${jobId}`,
        title,
        company: r.pick(COMPANIES),
        location,
        employmentType: intern ? 'internship' : r.pick(['full-time', 'full-time', 'contract']),
        workplace: location === 'Remote' ? 'remote' : r.pick(['onsite', 'hybrid']),
        salaryMin,
        salaryMax: intern ? 3_500_000 : salaryMin + r.int(2, 8) * 1_000_000,
        description: `<p>Kami mencari <strong>${title}</strong> untuk bergabung dengan tim ${track.name.toLowerCase()}.</p><p>${track.description}</p>`,
        requirements: [
          intern
            ? 'Mahasiswa tingkat akhir atau lulusan SMK/D3/S1'
            : `Pengalaman minimal ${r.int(1, 4)} tahun di bidang terkait`,
          'Mampu bekerja sama dalam tim dan berkomunikasi dengan baik',
          'Memiliki portofolio atau proyek yang dapat ditunjukkan',
        ],
        postedAt: daysBefore(jobId * 3),
        deadline: daysBefore(jobId * 3 - 45),
      })
    }
  })
  return { careers, jobs }
}

const built = build()
export const CAREERS: readonly SeedCareer[] = built.careers
export const JOBS: readonly SeedJob[] = built.jobs
