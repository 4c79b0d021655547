export default {
  pageTitle: 'Training Services',
  pageDescription:
    'Pelatihan teknologi untuk perusahaan dan instansi: program pelatihan bersama mentor praktisi, dengan silabus yang jelas.',
}
