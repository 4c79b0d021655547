export default {
  pageTitle: 'Cari',
  pageDescription: 'Cari kelas, kursus, program, berita, acara, lowongan, dan mentor di situs ini.',
}
