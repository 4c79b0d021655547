export default {
  pageTitle: 'Acara',
  pageDescription:
    'Webinar, workshop dan hackathon: temukan acara yang akan datang dan simak acara yang telah berlangsung.',
}
