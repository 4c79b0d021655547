export default {
  pageTitle: 'Kursus Premium',
  pageDescription:
    'Kursus premium yang mendalam, dengan bab pratinjau gratis. Buka semua bab dengan mendaftar kelas premiumnya.',
}
