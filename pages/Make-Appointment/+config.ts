export default {
  pageTitle: 'Buat Janji Temu',
  pageDescription:
    'Jadwalkan pertemuan dengan tim kami: konsultasi program, pelatihan, perekrutan talenta atau kerja sama.',
}
