/**
 * The Aksara product page (SPEC §2 /Aksara, /Aksara/Features/{slug}). SPEC names the page and its
 * feature pages but not what Aksara is; we describe it as the network's writing and literacy space
 * (the sites under it publish articles, podcasts and "Tulisan Temans"). Descriptive copy only.
 */
import type { LmsFeature } from './types'

export const AKSARA = {
  title: 'Aksara',
  tagline: 'Ruang menulis dan literasi digital',
  description:
    'Aksara membantu pelajar, guru dan komunitas menulis, menerbitkan dan membaca karya bersama: dari kelas menulis hingga penerbitan tulisan di situs komunitas.',
  image: 'img/aksara/hero.svg',
} as const

export const AKSARA_FEATURES: readonly LmsFeature[] = [
  {
    slug: 'editor-tulisan',
    title: 'Editor Tulisan',
    description:
      'Editor yang nyaman untuk menulis artikel panjang: judul, subjudul, gambar, kutipan dan kode, tersimpan otomatis.',
    image: 'img/aksara/editor-tulisan.svg',
    listFeatures: [
      'Simpan otomatis selama menulis',
      'Gambar, kutipan, daftar dan blok kode',
      'Pratinjau sebelum diterbitkan',
    ],
    benefits: [
      { title: 'Fokus menulis', icon: 'pen', desc: 'Tampilan bersih tanpa gangguan.' },
      { title: 'Tidak ada yang hilang', icon: 'shield', desc: 'Draf tersimpan di setiap perubahan.' },
    ],
  },
  {
    slug: 'kelas-menulis',
    title: 'Kelas Menulis',
    description:
      'Kelas bertahap dari menulis opini hingga jurnalisme data, dengan tugas menulis yang diulas mentor.',
    image: 'img/aksara/kelas-menulis.svg',
    listFeatures: ['Materi bertahap per modul', 'Tugas menulis dengan ulasan mentor', 'Sertifikat kelulusan'],
    benefits: [
      { title: 'Dibimbing praktisi', icon: 'people', desc: 'Umpan balik dari penulis dan editor.' },
      { title: 'Portofolio tulisan', icon: 'book', desc: 'Setiap tugas menjadi karya yang bisa dibagikan.' },
    ],
  },
  {
    slug: 'penerbitan-komunitas',
    title: 'Penerbitan Komunitas',
    description:
      'Tulisan terbaik peserta terbit di rubrik Tulisan Teman setelah melalui penyuntingan redaksi.',
    image: 'img/aksara/penerbitan-komunitas.svg',
    listFeatures: ['Alur kirim, sunting dan terbit', 'Kategori dan penanda tulisan', 'Halaman penulis'],
    benefits: [
      { title: 'Dibaca banyak orang', icon: 'globe', desc: 'Karya peserta tampil di situs komunitas.' },
      { title: 'Kualitas terjaga', icon: 'certificate', desc: 'Setiap tulisan disunting sebelum terbit.' },
    ],
  },
  {
    slug: 'podcast-dan-audio',
    title: 'Podcast dan Audio',
    description: 'Unggah episode podcast dengan catatan episode, dan dengarkan langsung di halaman tulisan.',
    image: 'img/aksara/podcast-dan-audio.svg',
    listFeatures: ['Pemutar audio dengan kontrol keyboard', 'Catatan episode', 'Episode per kategori'],
    benefits: [{ title: 'Format yang beragam', icon: 'chat', desc: 'Cerita yang lebih hidup lewat suara.' }],
  },
]

export function aksaraFeatureBySlug(slug: string): LmsFeature | undefined {
  return AKSARA_FEATURES.find((f) => f.slug === slug)
}
