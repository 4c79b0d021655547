export default {
  pageTitle: 'Aksara',
  pageDescription:
    'Aksara, ruang menulis dan literasi digital: editor tulisan, kelas menulis, penerbitan komunitas dan podcast.',
}
