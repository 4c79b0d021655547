export default {
  pageTitle: 'Pembayaran Berhasil',
  pageDescription: 'Pembayaran kelas Anda sudah diterima.',
}
