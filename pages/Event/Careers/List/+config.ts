export default {
  pageTitle: 'Lowongan Kerja',
  pageDescription:
    'Papan lowongan: pilih bidang karier, lihat lowongan dari mitra industri, dan lamar posisi yang sesuai.',
}
