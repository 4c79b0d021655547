export default {
  pageTitle: 'Silabus Training Services',
  pageDescription: 'Silabus program pelatihan korporat: modul, topik, dan jam pelajaran setiap program.',
}
