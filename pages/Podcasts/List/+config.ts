export default {
  pageTitle: 'Podcast',
  pageDescription: 'Obrolan bersama mentor dan alumni: dengarkan langsung di sini.',
}
