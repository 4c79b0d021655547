export default {
  pageTitle: 'Meja Redaksi',
  pageDescription: 'Meja redaksi untuk penulis dan editor: tulis, sunting dan terbitkan tulisan situs ini.',
}
