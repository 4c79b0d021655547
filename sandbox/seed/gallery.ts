/** 36 gallery items (`v1/post/gallery/list`): photos of classes, events and visits. Deterministic. */
import { daysBefore, rng } from './random'

export interface SeedGalleryItem {
  id: number
  title: string
  description: string
  image: string
  location: string
  takenAt: string
}

const SCENES = [
  'Kelas Coding SMK',
  'Wisuda Bootcamp',
  'Hackathon Inovasi Pendidikan',
  'Kunjungan Industri',
  'Workshop Guru Produktif',
  'Final Liga Pemrograman',
  'Festival Belajar Teknologi',
  'Mentoring Proyek Akhir',
  'Seminar Karier Digital',
]
const PLACES = ['Bandung', 'Jakarta', 'Surabaya', 'Yogyakarta', 'Semarang', 'Makassar', 'Medan', 'Denpasar']

function build(): SeedGalleryItem[] {
  const r = rng(3030)
  return Array.from({ length: 36 }, (_, i) => {
    const id = i + 1
    const scene = SCENES[i % SCENES.length] as string
    const location = r.pick(PLACES)
    return {
      id,
      title: `${scene} ${location}`,
      description: `Dokumentasi kegiatan ${scene.toLowerCase()} di ${location}.`,
      image: `/drive/img/gallery/${id}.svg`,
      location,
      takenAt: daysBefore(id * 5),
    }
  })
}

export const GALLERY: readonly SeedGalleryItem[] = build()
