export default {
  pageTitle: 'Berita',
  pageDescription: 'Kabar terbaru tentang program, kemitraan dan prestasi peserta kami.',
}
