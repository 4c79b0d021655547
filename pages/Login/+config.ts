export default {
  pageTitle: 'Masuk',
  pageDescription: 'Masuk dengan akun Anda untuk mengikuti kelas, membayar dan mengelola pencairan dana.',
}
