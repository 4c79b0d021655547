export default {
  pageTitle: 'Silabus',
  pageDescription:
    'Jelajahi silabus setiap program: pilih program dan lihat modul, topik, serta jam pelajarannya.',
}
