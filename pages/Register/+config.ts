export default {
  pageTitle: 'Daftar',
  pageDescription: 'Buat akun untuk ikut kelas, menyimpan kemajuan belajar dan membayar kelas.',
}
