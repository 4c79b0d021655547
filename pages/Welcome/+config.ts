export default {
  pageTitle: 'Akun Saya',
  pageDescription: 'Profil, saldo dan pencairan dana akun Anda.',
}
