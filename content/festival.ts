/**
 * The learning festival Belajar Bersama (SPEC §1, §2 /BelajarBersama, §3 speaker, activity and
 * sponsor tier, §9 sponsor tiers).
 *
 * - The sponsor tiers are SPEC §9's, verbatim in name, slot count and price. Its English words are
 *   given in the site's language ('exclusive' → 'Eksklusif', 'full event cost' → 'Seluruh biaya
 *   acara', 'open slots' → 'Slot terbuka') and the amounts in Indonesian notation (Rp 50.000.000). Their benefit lists are ours (SPEC gives the field, not the values).
 * - The speakers are SAMPLE DATA (SPEC gives the fields only): illustrative names and roles, none
 *   confirmed, no LinkedIn links; the page labels them (`SAMPLE_NOTE`, content/sample.ts).
 * - The festival's class is the one class overview behind /BelajarBersama (SPEC §2: "belajarbersama
 *   is the class overview for a fixed festival slug"); the slug is ours, configurable here.
 */
import type { EventActivity, Speaker, SponsorTier } from './types'

export const FESTIVAL = {
  title: 'Belajar Bersama',
  tagline: 'Festival belajar teknologi untuk semua',
  description:
    'Belajar Bersama adalah festival belajar teknologi: kelas terbuka, lokakarya, diskusi karier dan pameran karya peserta, terbuka untuk pelajar, mahasiswa, guru dan umum.',
  image: 'img/festival/belajar-bersama.svg',
} as const

/** The fixed slug of the festival's class (SPEC §2). */
export const FESTIVAL_CLASS_SLUG = 'belajar-bersama-festival'

export const SPONSOR_TIERS: readonly SponsorTier[] = [
  {
    name: 'Title Sponsor',
    slot: 'Eksklusif, 1 slot',
    price: 'Seluruh biaya acara',
    benefits: [
      'Nama sponsor menyatu dengan nama festival',
      'Logo terbesar di semua materi publikasi dan panggung utama',
      'Sesi keynote di pembukaan festival',
      'Booth utama di area pameran',
      'Akses ke talenta peserta untuk rekrutmen',
    ],
  },
  {
    name: 'Platinum',
    slot: '2-3 slot',
    price: 'Rp 50.000.000',
    benefits: [
      'Logo besar di materi publikasi dan panggung',
      'Satu sesi lokakarya atas nama sponsor',
      'Booth di area pameran',
      'Akses ke talenta peserta untuk rekrutmen',
    ],
  },
  {
    name: 'Gold',
    slot: '4-5 slot',
    price: 'Rp 25.000.000',
    benefits: ['Logo sedang di materi publikasi', 'Booth di area pameran', 'Penyebutan di sesi penutupan'],
  },
  {
    name: 'Silver',
    slot: 'Slot terbuka',
    price: 'Rp 10.000.000',
    benefits: ['Logo kecil di materi publikasi', 'Penyebutan di media sosial festival'],
  },
]

export const SPEAKERS: readonly Speaker[] = [
  {
    id: 1,
    name: 'Rina Pratiwi',
    short_bio:
      'Engineering manager di perusahaan teknologi finansial; membahas jalur karier software engineer.',
    image: 'img/speaker/1.svg',
    isConfirmed: false,
  },
  {
    id: 2,
    name: 'Dimas Aryo',
    short_bio: 'Praktisi data science; membawakan lokakarya analisis data dengan Python.',
    image: 'img/speaker/2.svg',
    isConfirmed: false,
  },
  {
    id: 3,
    name: 'Siti Nurhaliza Putri',
    short_bio: 'Guru produktif SMK; berbagi pengalaman mengajar pemrograman di kelas.',
    image: 'img/speaker/3.svg',
    isConfirmed: false,
  },
  {
    id: 4,
    name: 'Bagus Wicaksono',
    short_bio: 'Pendiri studio aplikasi seluler; bercerita tentang membangun produk dari nol.',
    image: 'img/speaker/4.svg',
    isConfirmed: false,
  },
  {
    id: 5,
    name: 'Maya Lestari',
    short_bio: 'Desainer produk; memandu sesi riset pengguna dan desain antarmuka.',
    image: 'img/speaker/5.svg',
    isConfirmed: false,
  },
  {
    id: 6,
    name: 'Fikri Ramadhan',
    short_bio: 'Cloud engineer; membahas dasar komputasi awan untuk pemula.',
    image: 'img/speaker/6.svg',
    isConfirmed: false,
  },
]

export const ACTIVITIES: readonly EventActivity[] = [
  {
    name: 'Kelas Terbuka',
    description: 'Kelas singkat pemrograman, data dan desain untuk pemula, gratis dan terbuka untuk umum.',
    image: 'img/activity/kelas-terbuka.svg',
  },
  {
    name: 'Lokakarya',
    description: 'Sesi praktik dalam kelompok kecil bersama mentor: bawa laptop, pulang dengan proyek.',
    image: 'img/activity/lokakarya.svg',
  },
  {
    name: 'Diskusi Karier',
    description: 'Tanya-jawab dengan praktisi tentang jalur karier di industri teknologi.',
    image: 'img/activity/diskusi-karier.svg',
  },
  {
    name: 'Pameran Karya',
    description: 'Peserta kelas dan bootcamp memamerkan proyek mereka kepada pengunjung dan mitra industri.',
    image: 'img/activity/pameran-karya.svg',
  },
]
