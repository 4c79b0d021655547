/**
 * The portfolio of past programs (SPEC §1, §3 "Portfolio entry"). SAMPLE DATA: SPEC does not give
 * the real entries, so these describe typical programs with clients named by kind only (no company,
 * agency or campus name, no participant figures); every page that lists them says so
 * (`SAMPLE_NOTE`, content/sample.ts). Replace the entries here with the real ones; nothing else changes.
 *
 * URLs: /Portfolio lists all, /Portfolio/{kind} one type, /Portfolio/{kind}/{slug} one entry
 * (SPEC §2: the slug is the fourth path segment).
 */
import type { PortfolioEntry, PortfolioKind } from './types'

/** The types in the order the filter shows them, with their Indonesian labels. */
export const PORTFOLIO_KINDS: readonly { kind: PortfolioKind; label: string }[] = [
  { kind: 'corporate', label: 'Korporat' },
  { kind: 'government', label: 'Pemerintah' },
  { kind: 'campus', label: 'Kampus' },
]

export function portfolioKindLabel(kind: string): string | undefined {
  return PORTFOLIO_KINDS.find((k) => k.kind === kind)?.label
}

export function isPortfolioKind(kind: string): kind is PortfolioKind {
  return PORTFOLIO_KINDS.some((k) => k.kind === kind)
}

const photos = (slug: string, names: string[]) =>
  names.map((name, i) => ({ link: `img/portfolio/${slug}-${i + 1}.svg`, name }))

const entry = (
  e: Omit<PortfolioEntry, 'cover' | 'images' | 'photos'> & { photoNames: string[] },
): PortfolioEntry => {
  const { photoNames, ...rest } = e
  const list = photos(e.slug, photoNames)
  return { ...rest, photos: list, cover: `img/portfolio/${e.slug}.svg`, images: list.map((p) => p.link) }
}

export const PORTFOLIO: readonly PortfolioEntry[] = [
  entry({
    title: 'Bootcamp Pengembang Web untuk Karyawan Perbankan',
    slug: 'bootcamp-web-perbankan',
    kind: 'corporate',
    summary:
      'Program peningkatan keterampilan tim TI sebuah bank: dari dasar web modern hingga proyek aplikasi internal.',
    photoNames: ['Sesi pembukaan bootcamp', 'Presentasi proyek akhir'],
    video: null,
    description:
      '<p>Tim TI klien ingin beralih ke pengembangan web modern. Kami menyusun kurikulum 12 minggu: HTML dan CSS, JavaScript, React, lalu API dengan Node.js.</p><h3>Pendekatan</h3><ul><li>Kelas daring dua kali seminggu dengan mentor praktisi</li><li>Coding Studio untuk latihan dan penilaian otomatis</li><li>Proyek akhir berupa aplikasi internal yang diusulkan peserta sendiri</li></ul>',
    date: '2024-02-05',
    batchs: [
      { label: 'Angkatan 1', date: '2024-02-05' },
      { label: 'Angkatan 2', date: '2024-07-01' },
    ],
    clientName: 'Bank swasta nasional',
    projectLink: null,
  }),
  entry({
    title: 'Pelatihan Analisis Data untuk Tim Pemasaran',
    slug: 'analisis-data-pemasaran',
    kind: 'corporate',
    summary: 'Tim pemasaran belajar mengolah data penjualan dengan Python dan menyajikannya dalam dasbor.',
    photoNames: ['Lokakarya dasbor penjualan'],
    video: null,
    description:
      '<p>Pelatihan enam minggu untuk tim pemasaran tanpa latar belakang pemrograman.</p><ul><li>Python dan pandas untuk mengolah data</li><li>Visualisasi dan dasbor</li><li>Studi kasus dari data penjualan anonim milik klien</li></ul>',
    date: '2024-05-13',
    batchs: [{ label: 'Angkatan 1', date: '2024-05-13' }],
    clientName: 'Perusahaan ritel',
    projectLink: null,
  }),
  entry({
    title: 'Literasi Digital untuk Aparatur Desa',
    slug: 'literasi-digital-aparatur-desa',
    kind: 'government',
    summary:
      'Pelatihan layanan publik digital bagi perangkat desa: surat-menyurat daring, data desa dan keamanan akun.',
    photoNames: ['Kelas luring di balai desa', 'Pendampingan praktik'],
    video: null,
    description:
      '<p>Program bersama pemerintah daerah untuk menyiapkan perangkat desa melayani warga secara digital.</p><h3>Materi</h3><ul><li>Pengelolaan dokumen dan surat daring</li><li>Pendataan warga dengan lembar kerja</li><li>Keamanan akun dan perlindungan data pribadi</li></ul>',
    date: '2023-09-18',
    batchs: [
      { label: 'Gelombang 1', date: '2023-09-18' },
      { label: 'Gelombang 2', date: '2023-11-06' },
    ],
    clientName: 'Pemerintah kabupaten',
    projectLink: null,
  }),
  entry({
    title: 'Talenta Digital untuk Lulusan SMK',
    slug: 'talenta-digital-lulusan-smk',
    kind: 'government',
    summary:
      'Program beasiswa pelatihan pemrograman bagi lulusan SMK, diakhiri penyaluran ke mitra industri.',
    photoNames: ['Peserta mengerjakan proyek', 'Hari temu industri'],
    video: null,
    description:
      '<p>Lulusan SMK mengikuti pelatihan intensif pengembangan web dan seluler, lalu dipertemukan dengan mitra industri di hari temu talenta.</p><ul><li>Seleksi dengan kuis daring</li><li>Pelatihan 16 minggu</li><li>Pendampingan karier</li></ul>',
    date: '2024-03-04',
    batchs: [{ label: 'Angkatan 1', date: '2024-03-04' }],
    clientName: 'Dinas ketenagakerjaan provinsi',
    projectLink: null,
  }),
  entry({
    title: 'Kurikulum Cloud untuk Program Studi Informatika',
    slug: 'kurikulum-cloud-informatika',
    kind: 'campus',
    summary: 'Penyusunan dan pengajaran mata kuliah pilihan komputasi awan bersama dosen program studi.',
    photoNames: ['Pelatihan dosen'],
    video: null,
    description:
      '<p>Kami menyusun silabus satu semester dan melatih dosen pengampu, lalu mengajar bersama (team teaching) pada semester pertama.</p><ul><li>Silabus dan bahan ajar</li><li>Pelatihan dosen</li><li>Laboratorium daring untuk mahasiswa</li></ul>',
    date: '2023-08-28',
    batchs: [
      { label: 'Semester ganjil', date: '2023-08-28' },
      { label: 'Semester genap', date: '2024-02-19' },
    ],
    clientName: 'Universitas swasta',
    projectLink: null,
  }),
  entry({
    title: 'Studi Independen Pengembangan Aplikasi Seluler',
    slug: 'studi-independen-aplikasi-seluler',
    kind: 'campus',
    summary: 'Program satu semester bagi mahasiswa lintas kampus: Flutter, desain produk dan proyek tim.',
    photoNames: ['Demo aplikasi mahasiswa', 'Sesi mentoring tim'],
    video: null,
    description:
      '<p>Mahasiswa dari berbagai kampus belajar membangun aplikasi seluler dalam tim, dibimbing mentor industri.</p><ul><li>Flutter dan Dart</li><li>Desain produk dan riset pengguna</li><li>Proyek tim yang dipresentasikan di akhir semester</li></ul>',
    date: '2024-08-19',
    batchs: [{ label: 'Batch 1', date: '2024-08-19' }],
    clientName: 'Konsorsium perguruan tinggi',
    projectLink: null,
  }),
  entry({
    title: 'Pelatihan Keamanan Siber untuk Tim Operasional',
    slug: 'keamanan-siber-tim-operasional',
    kind: 'corporate',
    summary: 'Dasar keamanan jaringan dan penanganan insiden untuk tim operasional perusahaan logistik.',
    photoNames: ['Simulasi penanganan insiden'],
    video: null,
    description:
      '<p>Pelatihan empat minggu dengan simulasi insiden di laboratorium daring.</p><ul><li>Dasar keamanan jaringan</li><li>Kebersihan kata sandi dan phishing</li><li>Latihan tanggap insiden</li></ul>',
    date: '2024-10-07',
    batchs: [{ label: 'Angkatan 1', date: '2024-10-07' }],
    clientName: 'Perusahaan logistik',
    projectLink: null,
  }),
]

export function portfolioOf(kind?: string): readonly PortfolioEntry[] {
  return kind ? PORTFOLIO.filter((p) => p.kind === kind) : PORTFOLIO
}

export function portfolioBySlug(kind: string, slug: string): PortfolioEntry | undefined {
  return PORTFOLIO.find((p) => p.kind === kind && p.slug === slug)
}
