export default {
  pageTitle: 'Training Services',
  pageDescription:
    'Pelatihan teknologi untuk perusahaan, instansi dan lembaga pendidikan, dengan mentor praktisi dan laporan capaian peserta.',
}
