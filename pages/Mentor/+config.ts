export default {
  pageTitle: 'Mentor',
  pageDescription:
    'Kenali para mentor praktisi yang membimbing kelas dan program kami: keahlian, pengalaman, dan profil profesional mereka.',
}
