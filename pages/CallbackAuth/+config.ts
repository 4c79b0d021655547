export default {
  pageTitle: 'Memproses masuk',
  pageDescription: 'Menyelesaikan proses masuk akun Anda.',
}
