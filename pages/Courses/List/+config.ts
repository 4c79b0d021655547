export default {
  pageTitle: 'Kursus',
  pageDescription:
    'Kursus mandiri gratis: modul dan bab berisi penjelasan, contoh kode, dan latihan yang bisa dipelajari kapan saja.',
}
