export default {
  pageTitle: 'Program dan Beasiswa',
  pageDescription: 'Kabar program, bootcamp dan beasiswa: pembukaan pendaftaran, kegiatan dan hasilnya.',
}
