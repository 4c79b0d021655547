export default {
  pageTitle: 'Galeri',
  pageDescription: 'Dokumentasi kegiatan kelas, acara, kunjungan industri dan kompetisi kami.',
}
