export default {
  pageTitle: 'Klien Kami',
  pageDescription:
    'Perusahaan, instansi pemerintah dan kampus yang menjalankan program pelatihan dan talenta digital bersama kami.',
}
