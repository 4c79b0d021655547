export default {
  pageTitle: 'Untuk Kampus',
  pageDescription:
    'Kerja sama kampus: kurikulum bersama industri, pelatihan dosen, studi independen dan LMS kampus.',
}
