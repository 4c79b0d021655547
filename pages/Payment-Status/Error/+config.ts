export default {
  pageTitle: 'Pembayaran Gagal',
  pageDescription: 'Pembayaran kelas Anda belum berhasil. Anda dapat membayar ulang.',
}
