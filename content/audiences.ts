/**
 * The foundation site's audience pages (/Campus, /Clients, /Collaboration, /Corporates,
 * /Government, /Network) and the main site's /Training-Services: what the provider does for each audience. Descriptive copy only; the
 * figures on these pages come from the landing counters API, testimonials from the hosted
 * database, examples from content/portfolio.ts.
 */
import type { IconName, PortfolioKind } from './types'

export type AudienceKey =
  'campus' | 'clients' | 'collaboration' | 'corporates' | 'government' | 'network' | 'training'

export interface Audience {
  key: AudienceKey
  /** Title in <title> and the page's h1. */
  title: string
  lead: string
  offers: readonly { title: string; desc: string; icon: IconName }[]
  steps: readonly string[]
  /** Which portfolio entries to show as examples; none = all types. */
  portfolioKind?: PortfolioKind
  /** Related services (content/services.ts slugs). */
  services: readonly string[]
  cta: string
}

export const AUDIENCES: Record<AudienceKey, Audience> = {
  campus: {
    key: 'campus',
    title: 'Untuk Kampus',
    lead: 'Kami membantu perguruan tinggi menghadirkan pembelajaran teknologi yang dekat dengan industri: kurikulum, pelatihan dosen dan studi independen.',
    offers: [
      {
        title: 'Mata kuliah bersama industri',
        desc: 'Silabus dan bahan ajar yang disusun bersama praktisi.',
        icon: 'book',
      },
      {
        title: 'Pelatihan dosen',
        desc: 'Dosen siap mengajar teknologi terbaru dengan bahan yang kami sediakan.',
        icon: 'people',
      },
      {
        title: 'Studi independen',
        desc: 'Program satu semester dengan proyek tim dan mentor industri.',
        icon: 'rocket',
      },
      { title: 'LMS kampus', desc: 'Coding Studio dan kuis online untuk laboratorium daring.', icon: 'code' },
    ],
    steps: [
      'Diskusi kebutuhan program studi',
      'Rancangan kerja sama dan kurikulum',
      'Pelaksanaan per semester',
      'Evaluasi bersama',
    ],
    portfolioKind: 'campus',
    services: ['pengembangan-kurikulum', 'implementasi-lms'],
    cta: 'Ingin menjalankan program bersama kampus Anda?',
  },
  clients: {
    key: 'clients',
    title: 'Klien Kami',
    lead: 'Perusahaan, instansi pemerintah dan kampus mempercayakan program pelatihan dan talenta digitalnya kepada kami.',
    offers: [
      { title: 'Korporat', desc: 'Pelatihan karyawan dan rekrutmen talenta digital.', icon: 'chart' },
      { title: 'Pemerintah', desc: 'Program literasi digital dan beasiswa pelatihan.', icon: 'shield' },
      { title: 'Kampus', desc: 'Kurikulum, pelatihan dosen dan studi independen.', icon: 'book' },
    ],
    steps: ['Konsultasi', 'Rancangan program', 'Pelaksanaan', 'Laporan capaian'],
    services: ['pelatihan-korporat', 'program-pemerintah', 'pengembangan-kurikulum'],
    cta: 'Ingin menjadi klien berikutnya?',
  },
  collaboration: {
    key: 'collaboration',
    title: 'Kolaborasi',
    lead: 'Kami terbuka untuk kolaborasi dengan komunitas, penyedia teknologi, penerbit dan lembaga yang ingin memperluas akses belajar teknologi.',
    offers: [
      {
        title: 'Kelas bersama',
        desc: 'Kelas dan webinar yang diselenggarakan bersama komunitas.',
        icon: 'people',
      },
      {
        title: 'Konten dan materi',
        desc: 'Materi belajar yang disusun dan diterbitkan bersama.',
        icon: 'pen',
      },
      {
        title: 'Festival dan kompetisi',
        desc: 'Belajar Bersama, liga sekolah dan hackathon.',
        icon: 'calendar',
      },
      {
        title: 'Beasiswa',
        desc: 'Program beasiswa pelatihan bersama donatur dan mitra.',
        icon: 'certificate',
      },
    ],
    steps: ['Kenalan dan diskusi ide', 'Kesepakatan peran', 'Pelaksanaan bersama', 'Publikasi hasil'],
    services: ['pelatihan-korporat', 'implementasi-lms'],
    cta: 'Punya ide kolaborasi?',
  },
  corporates: {
    key: 'corporates',
    title: 'Untuk Korporat',
    lead: 'Tingkatkan keterampilan digital tim Anda dan temukan talenta yang sudah teruji, dengan program yang disusun dari kebutuhan bisnis Anda.',
    offers: [
      {
        title: 'Pelatihan karyawan',
        desc: 'Program bertahap dengan mentor praktisi dan laporan untuk manajemen.',
        icon: 'chart',
      },
      {
        title: 'Talent hiring',
        desc: 'Kandidat dari lulusan program dengan portofolio proyek.',
        icon: 'people',
      },
      {
        title: 'LMS perusahaan',
        desc: 'Platform belajar internal dengan nama perusahaan Anda.',
        icon: 'code',
      },
      { title: 'Sponsor program', desc: 'Dukung festival, liga sekolah atau beasiswa.', icon: 'rocket' },
    ],
    steps: ['Konsultasi kebutuhan', 'Rancangan program', 'Pelaksanaan', 'Evaluasi dan laporan'],
    portfolioKind: 'corporate',
    services: ['pelatihan-korporat', 'talent-hiring', 'implementasi-lms'],
    cta: 'Siap meningkatkan keterampilan tim Anda?',
  },
  government: {
    key: 'government',
    title: 'Untuk Pemerintah',
    lead: 'Kami menjadi mitra pelaksana program pemerintah: literasi digital, beasiswa pelatihan dan pengembangan talenta digital daerah.',
    offers: [
      { title: 'Literasi digital', desc: 'Pelatihan untuk aparatur, guru dan masyarakat.', icon: 'globe' },
      {
        title: 'Talenta digital daerah',
        desc: 'Pelatihan intensif dan penyaluran ke industri.',
        icon: 'rocket',
      },
      {
        title: 'Seleksi dan pelaporan',
        desc: 'Seleksi peserta dengan kuis online dan laporan berkala.',
        icon: 'quiz',
      },
    ],
    steps: [
      'Perencanaan sasaran dan indikator',
      'Rekrutmen dan seleksi peserta',
      'Pelatihan dan pendampingan',
      'Pelaporan capaian',
    ],
    portfolioKind: 'government',
    services: ['program-pemerintah', 'pengembangan-kurikulum'],
    cta: 'Merencanakan program talenta digital?',
  },
  network: {
    key: 'network',
    title: 'Jaringan Kami',
    lead: 'Satu ekosistem belajar yang menghubungkan pelajar, mentor, sekolah, kampus, mitra industri dan pemerintah di berbagai daerah.',
    offers: [
      {
        title: 'Mentor praktisi',
        desc: 'Mentor dari industri yang membimbing kelas dan proyek.',
        icon: 'people',
      },
      {
        title: 'Sekolah dan kampus',
        desc: 'Mitra pendidikan yang menjalankan kelas dan liga bersama kami.',
        icon: 'book',
      },
      {
        title: 'Mitra industri',
        desc: 'Perusahaan yang merekrut lulusan dan mendukung program.',
        icon: 'chart',
      },
      { title: 'Komunitas', desc: 'Komunitas belajar di berbagai kota.', icon: 'globe' },
    ],
    steps: ['Daftar sebagai mitra', 'Kenalan dengan tim kami', 'Mulai program bersama'],
    services: ['pelatihan-korporat', 'talent-hiring', 'implementasi-lms', 'program-pemerintah'],
    cta: 'Ingin bergabung dengan jaringan kami?',
  },
  training: {
    key: 'training',
    title: 'Training Services',
    lead: 'Pelatihan teknologi untuk perusahaan, instansi dan lembaga pendidikan: kurikulum yang disusun dari kebutuhan Anda, mentor praktisi dan laporan capaian peserta.',
    offers: [
      {
        title: 'Pelatihan karyawan',
        desc: 'Program bertahap dari dasar hingga proyek nyata.',
        icon: 'chart',
      },
      {
        title: 'Bootcamp intensif',
        desc: 'Pelatihan penuh waktu untuk menyiapkan talenta siap kerja.',
        icon: 'rocket',
      },
      {
        title: 'Pelatihan pengajar',
        desc: 'Guru dan dosen siap mengajarkan teknologi terbaru.',
        icon: 'people',
      },
      {
        title: 'Daring, luring atau hibrida',
        desc: 'Format mengikuti lokasi dan jadwal peserta.',
        icon: 'calendar',
      },
    ],
    steps: [
      'Analisis kebutuhan',
      'Rancangan kurikulum dan jadwal',
      'Pelaksanaan di LMS',
      'Evaluasi dan laporan',
    ],
    portfolioKind: 'corporate',
    services: ['pelatihan-korporat', 'pengembangan-kurikulum', 'implementasi-lms'],
    cta: 'Siap merancang pelatihan untuk tim Anda?',
  },
}
