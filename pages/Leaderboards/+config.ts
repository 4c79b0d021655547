export default {
  pageTitle: 'Papan Peringkat',
  pageDescription: 'Peringkat tim dan sekolah di setiap program: poin, soal terselesaikan, dan asal sekolah.',
}
