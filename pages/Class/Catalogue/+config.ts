export default {
  pageTitle: 'Kelas',
  pageDescription:
    'Temukan kelas yang cocok: saring menurut status, tingkat, jenis, dan program, lalu daftar dan mulai belajar bersama mentor.',
}
