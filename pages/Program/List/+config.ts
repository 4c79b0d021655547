export default {
  pageTitle: 'Program',
  pageDescription:
    'Bootcamp, beasiswa, kompetisi dan pelatihan: cari program menurut status, tingkat, kategori dan kota.',
}
