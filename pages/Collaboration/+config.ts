export default {
  pageTitle: 'Kolaborasi',
  pageDescription:
    'Kolaborasi dengan komunitas, penyedia teknologi dan lembaga untuk memperluas akses belajar teknologi.',
}
