export default {
  pageTitle: 'Talent Hiring',
  pageDescription:
    'Rekrut talenta digital terlatih: ceritakan kebutuhan Anda, kami pilihkan kandidat dari lulusan program dan kelas kami.',
}
