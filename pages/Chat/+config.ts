export default {
  pageTitle: 'Asisten AI',
  pageDescription:
    'Tanya asisten belajar AI soal kelas, program, pembayaran dan materi kelas. Jawaban mengalir langsung, percakapan tersimpan.',
}
