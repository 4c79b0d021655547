export default {
  pageTitle: 'Kurikulum',
  pageDescription: 'Kurikulum setiap program: modul, topik, dan jam pelajaran yang akan Anda tempuh.',
}
