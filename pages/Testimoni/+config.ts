export default {
  pageTitle: 'Testimoni',
  pageDescription:
    'Cerita alumni dan peserta tentang kelas dan program kami, dan tempat membagikan pengalaman Anda.',
}
