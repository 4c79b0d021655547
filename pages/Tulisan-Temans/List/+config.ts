export default {
  pageTitle: 'Tulisan Teman',
  pageDescription: 'Tulisan dari teman-teman komunitas: pengalaman belajar, proyek dan kiat.',
}
