export default {
  pageTitle: 'Kebijakan Privasi',
  pageDescription:
    'Data apa yang kami kumpulkan, untuk apa, berapa lama disimpan dan hak-hak Anda atas data tersebut.',
}
