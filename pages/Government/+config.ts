export default {
  pageTitle: 'Untuk Pemerintah',
  pageDescription: 'Mitra pelaksana program literasi digital, beasiswa pelatihan dan talenta digital daerah.',
}
