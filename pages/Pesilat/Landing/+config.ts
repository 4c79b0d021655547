export default {
  pageTitle: 'Pesilat',
  pageDescription:
    'Program Pesilat: kelas dan pendampingan belajar teknologi. Lihat kelas yang sedang dibuka dan daftar sekarang.',
}
