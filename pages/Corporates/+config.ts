export default {
  pageTitle: 'Untuk Korporat',
  pageDescription:
    'Pelatihan karyawan, talent hiring dan LMS perusahaan yang disusun dari kebutuhan bisnis Anda.',
}
