export default {
  pageTitle: 'Selamat Datang',
  pageDescription:
    'Mulai dari sini: kelas dan program, tes kepribadian DISC, testimoni alumni dan donasi untuk beasiswa belajar.',
}
