/**
 * Fixed text of `/Talent-Hiring` (SPEC §2: the main site's "Talent Hiring" page; its copy is not
 * shown). How hiring through us works, in four steps; no figures are claimed. The roles on offer are
 * not here: the page lists the live career tracks (`v1/career/list`).
 */
export interface HiringStep {
  title: string
  text: string
}

export const HIRING_INTRO =
  'Temukan talenta digital yang sudah terlatih lewat kelas, bootcamp dan proyek nyata bersama mentor praktisi. Kami membantu dari menyusun kebutuhan hingga talenta mulai bekerja.'

export const HIRING_STEPS: readonly HiringStep[] = [
  {
    title: 'Ceritakan kebutuhan Anda',
    text: 'Buat janji temu dengan tim kami: posisi, keterampilan, jumlah, lokasi dan waktu mulai yang Anda butuhkan.',
  },
  {
    title: 'Kami pilihkan kandidat',
    text: 'Kami menyaring lulusan program dan kelas yang sesuai, lengkap dengan portofolio dan catatan belajarnya.',
  },
  {
    title: 'Wawancara dan uji keterampilan',
    text: 'Anda mewawancarai kandidat terpilih; bila perlu kami siapkan studi kasus sesuai pekerjaan di tim Anda.',
  },
  {
    title: 'Talenta mulai bekerja',
    text: 'Setelah Anda memilih, kami mendampingi masa awal kerja dan siap melatih keterampilan tambahan bila dibutuhkan.',
  },
]

export const HIRING_BENEFITS: readonly string[] = [
  'Kandidat dengan proyek nyata yang dapat Anda periksa sendiri.',
  'Satu kontak untuk kebutuhan rekrutmen dan pelatihan tim.',
  'Pelatihan lanjutan yang disesuaikan dengan teknologi di perusahaan Anda.',
]
