export default {
  pageTitle: 'Daftar',
  pageDescription:
    'Daftar sebagai coder atau daftarkan tim sekolah Anda untuk mengikuti kelas, program dan liga.',
}
