export default {
  pageTitle: 'Syarat dan Ketentuan',
  pageDescription: 'Ketentuan penggunaan layanan, akun, pembayaran kelas dan hak kekayaan intelektual.',
}
