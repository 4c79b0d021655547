export default {
  pageTitle: 'Harga',
  pageDescription:
    'Harga kelas dan kursus dalam Rupiah: mulai dari yang gratis, kelas berbayar, hingga kursus premium.',
}
