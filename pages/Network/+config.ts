export default {
  pageTitle: 'Jaringan Kami',
  pageDescription:
    'Ekosistem belajar yang menghubungkan pelajar, mentor, sekolah, kampus, industri dan pemerintah.',
}
