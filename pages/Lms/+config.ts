export default {
  pageTitle: 'LMS',
  pageDescription:
    'Learning management system untuk sekolah, kampus dan perusahaan: Coding Studio dengan 12 bahasa pemrograman, kuis online, kelas virtual dan analitik belajar.',
}
