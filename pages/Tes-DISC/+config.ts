export default {
  pageTitle: 'Tes Kepribadian DISC',
  pageDescription:
    'Kenali gaya kerja Anda dengan tes kepribadian DISC: 24 kelompok pernyataan, sekitar 10 menit, hasil langsung dengan penjelasannya.',
}
