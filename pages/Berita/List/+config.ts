export default {
  pageTitle: 'Berita',
  pageDescription: 'Kabar terbaru dari sekolah, siswa dan mitra industri kami.',
}
