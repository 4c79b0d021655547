export default {
  pageTitle: 'Tentang Kami',
  pageDescription:
    'Kenali misi, program dan cara kami membantu pelajar, sekolah dan mitra industri bertumbuh.',
}
