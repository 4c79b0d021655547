export default {
  pageTitle: 'Memeriksa pembayaran',
  pageDescription: 'Memeriksa status pembayaran Anda.',
}
