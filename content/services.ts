/**
 * The provider's services (/Services, /Services/{slug}). Descriptive copy of what an engagement
 * contains; prices and figures are not stated (they are agreed per engagement).
 */
import type { Service } from './types'

export const SERVICES: readonly Service[] = [
  {
    slug: 'pelatihan-korporat',
    title: 'Pelatihan Korporat',
    summary: 'Program peningkatan keterampilan digital untuk karyawan, disusun dari kebutuhan tim Anda.',
    image: 'img/service/pelatihan-korporat.svg',
    audience: 'Perusahaan dan BUMN yang ingin meningkatkan keterampilan digital timnya.',
    includes: [
      'Analisis kebutuhan keterampilan bersama tim Anda',
      'Kurikulum dan jadwal yang disesuaikan',
      'Mentor praktisi dan Coding Studio untuk latihan',
      'Laporan perkembangan peserta untuk manajemen',
    ],
    steps: [
      { title: 'Konsultasi', desc: 'Kami memahami tujuan bisnis dan keterampilan yang dibutuhkan.' },
      { title: 'Rancangan program', desc: 'Kurikulum, durasi dan format (daring, luring atau hibrida).' },
      { title: 'Pelaksanaan', desc: 'Kelas berjalan di LMS dengan mentor dan asisten.' },
      { title: 'Evaluasi', desc: 'Laporan capaian dan rekomendasi tindak lanjut.' },
    ],
  },
  {
    slug: 'talent-hiring',
    title: 'Talent Hiring',
    summary: 'Temukan talenta digital yang sudah terlatih dan teruji dari lulusan program kami.',
    image: 'img/service/talent-hiring.svg',
    audience: 'Perusahaan yang mencari pengembang, analis data atau desainer tingkat awal.',
    includes: [
      'Profil kandidat dengan portofolio proyek',
      'Seleksi awal sesuai kebutuhan posisi',
      'Pendampingan proses wawancara',
    ],
    steps: [
      { title: 'Kebutuhan posisi', desc: 'Anda menjelaskan peran dan keterampilan yang dicari.' },
      { title: 'Kurasi kandidat', desc: 'Kami memilih lulusan yang sesuai.' },
      { title: 'Wawancara', desc: 'Anda bertemu kandidat terpilih.' },
    ],
  },
  {
    slug: 'implementasi-lms',
    title: 'Implementasi LMS',
    summary:
      'Gunakan LMS kami untuk sekolah, kampus atau perusahaan Anda, lengkap dengan Coding Studio dan kuis online.',
    image: 'img/service/implementasi-lms.svg',
    audience: 'Sekolah, kampus dan lembaga pelatihan yang membutuhkan platform belajar daring.',
    includes: [
      'Situs belajar dengan nama dan warna lembaga Anda',
      'Migrasi materi dan pengaturan kelas',
      'Pelatihan admin dan pengajar',
      'Dukungan teknis selama masa kontrak',
    ],
    steps: [
      { title: 'Demo', desc: 'Lihat LMS bekerja dengan materi contoh.' },
      { title: 'Penyiapan', desc: 'Situs, peran pengguna dan kelas pertama disiapkan.' },
      { title: 'Pelatihan', desc: 'Admin dan pengajar siap mengelola kelas sendiri.' },
    ],
  },
  {
    slug: 'pengembangan-kurikulum',
    title: 'Pengembangan Kurikulum',
    summary: 'Kurikulum dan bahan ajar teknologi yang selaras dengan kebutuhan industri.',
    image: 'img/service/pengembangan-kurikulum.svg',
    audience: 'SMK, program studi dan lembaga pelatihan.',
    includes: ['Silabus per minggu', 'Bahan ajar dan latihan', 'Bank soal kuis', 'Pelatihan pengajar'],
    steps: [
      { title: 'Pemetaan kompetensi', desc: 'Kompetensi lulusan dipetakan ke kebutuhan industri.' },
      { title: 'Penyusunan', desc: 'Silabus, bahan ajar dan asesmen disusun bersama.' },
      { title: 'Uji coba', desc: 'Kurikulum diuji pada satu angkatan dan diperbaiki.' },
    ],
  },
  {
    slug: 'program-pemerintah',
    title: 'Program Pemerintah',
    summary: 'Pelaksana program literasi digital, beasiswa pelatihan dan talenta digital daerah.',
    image: 'img/service/program-pemerintah.svg',
    audience: 'Kementerian, pemerintah daerah dan dinas.',
    includes: [
      'Seleksi peserta dengan kuis daring',
      'Pelatihan daring dan luring di daerah',
      'Pelaporan berkala sesuai kebutuhan instansi',
    ],
    steps: [
      { title: 'Perencanaan', desc: 'Sasaran program dan indikator keberhasilan disepakati.' },
      { title: 'Pelaksanaan', desc: 'Rekrutmen, pelatihan dan pendampingan peserta.' },
      { title: 'Pelaporan', desc: 'Laporan capaian dan dokumentasi kegiatan.' },
    ],
  },
]

export function serviceBySlug(slug: string): Service | undefined {
  return SERVICES.find((s) => s.slug === slug)
}
