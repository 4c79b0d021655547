// `/Articles/{slug}`: the articles of one category, rendered by renderer/ on request (a parameterised route).
export default {
  pageTitle: 'Artikel',
  pageDescription: 'Artikel tentang pemrograman, karier dan desain produk.',
}
