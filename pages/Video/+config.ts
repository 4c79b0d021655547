export default {
  pageTitle: 'Video',
  pageDescription: 'Rekaman webinar, workshop dan kegiatan kami: tonton kapan saja.',
}
