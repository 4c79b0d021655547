export default {
  pageTitle: 'Akun Saya',
  pageDescription:
    'Profil, saldo dan pencairan dana akun Anda; tes kepribadian DISC, testimoni alumni dan donasi untuk beasiswa belajar.',
}
