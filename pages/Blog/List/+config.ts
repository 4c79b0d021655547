export default {
  pageTitle: 'Blog',
  pageDescription: 'Tips belajar, cerita komunitas dan wawasan teknologi dari tim dan mentor kami.',
}
