/**
 * The LMS feature list (SPEC §1, §3 "LMS feature"). Descriptive product copy: no figures, no
 * client names. The coding studio supports 12 programming languages (SPEC §9); they are named here
 * once and the pages list them from this module.
 */
import type { LmsFeature } from './types'

/** SPEC §9 "Coding studio: 12 programming languages". */
export const CODING_STUDIO_LANGUAGES = [
  'Python',
  'JavaScript',
  'TypeScript',
  'Java',
  'C',
  'C++',
  'C#',
  'Go',
  'PHP',
  'Ruby',
  'Kotlin',
  'Dart',
] as const

export const LMS_FEATURES: readonly LmsFeature[] = [
  {
    slug: 'coding-studio',
    title: 'Coding Studio',
    description:
      'Editor kode langsung di peramban: siswa menulis, menjalankan dan menguji program tanpa memasang apa pun di komputernya. Mendukung 12 bahasa pemrograman.',
    image: 'img/lms/coding-studio.svg',
    listFeatures: [
      `Mendukung 12 bahasa pemrograman: ${CODING_STUDIO_LANGUAGES.join(', ')}`,
      'Menjalankan kode di server dan menampilkan keluaran seketika',
      'Kasus uji otomatis untuk menilai tugas pemrograman',
      'Templat kode awal per soal yang disiapkan mentor',
      'Riwayat pengumpulan agar mentor dapat melihat perkembangan siswa',
    ],
    benefits: [
      {
        title: 'Tanpa instalasi',
        icon: 'code',
        desc: 'Cukup peramban dan koneksi internet; cocok untuk laboratorium sekolah dengan komputer terbatas.',
      },
      {
        title: 'Penilaian otomatis',
        icon: 'certificate',
        desc: 'Kasus uji menilai kebenaran program, sehingga mentor fokus pada umpan balik.',
      },
      {
        title: 'Satu tempat untuk banyak bahasa',
        icon: 'globe',
        desc: 'Dari Python untuk pemula hingga Kotlin dan Dart untuk aplikasi seluler.',
      },
    ],
  },
  {
    slug: 'kuis-online',
    title: 'Kuis Online',
    description:
      'Bank soal dan kuis daring dengan penilaian otomatis: pilihan ganda, isian singkat dan soal kode, lengkap dengan batas waktu dan acak soal.',
    image: 'img/lms/kuis-online.svg',
    listFeatures: [
      'Soal pilihan ganda, benar-salah, isian singkat dan soal kode',
      'Batas waktu, jumlah percobaan dan urutan soal acak',
      'Nilai dan pembahasan tampil segera setelah kuis selesai',
      'Bank soal yang dapat dipakai ulang antar kelas',
      'Ekspor nilai untuk rapor atau laporan program',
    ],
    benefits: [
      {
        title: 'Evaluasi yang adil',
        icon: 'shield',
        desc: 'Soal dan pilihan jawaban diacak untuk setiap peserta.',
      },
      {
        title: 'Umpan balik cepat',
        icon: 'quiz',
        desc: 'Peserta langsung tahu bagian mana yang perlu dipelajari lagi.',
      },
      {
        title: 'Hemat waktu pengajar',
        icon: 'chart',
        desc: 'Penilaian otomatis menggantikan koreksi manual untuk soal objektif.',
      },
    ],
  },
  {
    slug: 'kelas-virtual',
    title: 'Kelas Virtual',
    description:
      'Jadwal sesi langsung, tautan ruang kelas daring, presensi dan rekaman sesi dalam satu halaman kelas.',
    image: 'img/lms/kelas-virtual.svg',
    listFeatures: [
      'Jadwal sesi per minggu yang tersinkron dengan silabus',
      'Presensi otomatis saat peserta bergabung',
      'Rekaman sesi tersedia setelah kelas selesai',
      'Pengingat sesi melalui surel',
    ],
    benefits: [
      {
        title: 'Belajar dari mana saja',
        icon: 'globe',
        desc: 'Peserta dari berbagai kota mengikuti kelas yang sama.',
      },
      {
        title: 'Tidak tertinggal materi',
        icon: 'calendar',
        desc: 'Rekaman dan catatan sesi bisa dibuka kembali kapan saja.',
      },
    ],
  },
  {
    slug: 'manajemen-kelas',
    title: 'Manajemen Kelas dan Silabus',
    description:
      'Susun program, kelas, modul dan bab; atur angkatan, mentor dan peserta; buka materi bertahap sesuai jadwal.',
    image: 'img/lms/manajemen-kelas.svg',
    listFeatures: [
      'Struktur program → kelas → modul → bab',
      'Pembukaan materi bertahap per minggu',
      'Peran admin, mentor, guru dan siswa',
      'Pendaftaran peserta per angkatan',
    ],
    benefits: [
      {
        title: 'Rapi dari awal',
        icon: 'book',
        desc: 'Silabus yang sama dipakai ulang untuk angkatan berikutnya.',
      },
      {
        title: 'Peran yang jelas',
        icon: 'people',
        desc: 'Setiap pengguna hanya melihat dan mengubah yang menjadi bagiannya.',
      },
    ],
  },
  {
    slug: 'analitik-belajar',
    title: 'Analitik Belajar',
    description:
      'Dasbor perkembangan peserta, kehadiran, nilai kuis dan penyelesaian tugas untuk mentor, sekolah dan mitra program.',
    image: 'img/lms/analitik-belajar.svg',
    listFeatures: [
      'Perkembangan penyelesaian materi per peserta dan per kelas',
      'Rekap kehadiran dan nilai',
      'Papan peringkat untuk liga dan kompetisi',
      'Laporan yang dapat diunduh untuk mitra',
    ],
    benefits: [
      {
        title: 'Intervensi lebih awal',
        icon: 'chart',
        desc: 'Peserta yang tertinggal terlihat sebelum terlambat.',
      },
      {
        title: 'Laporan untuk mitra',
        icon: 'certificate',
        desc: 'Mitra korporat dan pemerintah menerima laporan capaian program.',
      },
    ],
  },
  {
    slug: 'sertifikat-digital',
    title: 'Sertifikat Digital',
    description:
      'Sertifikat terbit otomatis saat syarat kelulusan terpenuhi, dengan tautan verifikasi yang bisa dicantumkan di CV.',
    image: 'img/lms/sertifikat-digital.svg',
    listFeatures: [
      'Syarat kelulusan yang dapat diatur per kelas',
      'Templat sertifikat dengan logo mitra',
      'Tautan verifikasi publik untuk setiap sertifikat',
    ],
    benefits: [
      {
        title: 'Bukti kompetensi',
        icon: 'certificate',
        desc: 'Peserta membagikan sertifikat ke perekrut dengan tautan yang dapat diperiksa.',
      },
      {
        title: 'Tanpa pekerjaan manual',
        icon: 'rocket',
        desc: 'Tidak ada lagi mengetik nama peserta satu per satu.',
      },
    ],
  },
  {
    slug: 'forum-diskusi',
    title: 'Forum Diskusi',
    description:
      'Ruang tanya-jawab per kelas dan per bab, tempat peserta bertanya dan mentor menjawab di konteks materinya.',
    image: 'img/lms/forum-diskusi.svg',
    listFeatures: ['Utas diskusi per bab materi', 'Tandai jawaban terbaik', 'Notifikasi balasan'],
    benefits: [
      {
        title: 'Belajar bersama',
        icon: 'chat',
        desc: 'Pertanyaan satu peserta menjadi pelajaran untuk semua.',
      },
    ],
  },
]

export function lmsFeatureBySlug(slug: string): LmsFeature | undefined {
  return LMS_FEATURES.find((f) => f.slug === slug)
}
