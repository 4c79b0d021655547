export default {
  pageTitle: 'Liga SMK',
  pageDescription:
    'Liga SMK: kompetisi pemrograman antartim sekolah menengah kejuruan. Jadwal, sekolah peserta dan pendaftaran.',
}
