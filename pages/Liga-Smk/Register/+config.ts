export default {
  pageTitle: 'Daftar Liga SMK',
  pageDescription: 'Daftarkan sekolah Anda ke Liga SMK, lalu daftarkan timnya.',
}
