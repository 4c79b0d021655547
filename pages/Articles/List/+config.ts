// `/Articles/{slug}`: the articles of one category, rendered by renderer/ on request (a parameterised route).
export default {
  pageTitle: 'Artikel',
  pageDescription: 'Artikel pilihan: panduan, wawasan dan cerita seputar belajar dan berkarya.',
}
