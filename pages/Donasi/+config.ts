export default {
  pageTitle: 'Donasi',
  pageDescription:
    'Bantu pelajar yang membutuhkan mengikuti kelas dan program: lihat donasi terkumpul dan berdonasi.',
}
