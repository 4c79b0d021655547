/**
 * The Metamorfosa book page (SPEC §2 /Metamorfosa: "metamorfosa shows a fixed highlight image";
 * foundation site "Metamorfosa book page"; §3 hosted tables `book_reviews`, `aspirations`).
 * SPEC does not show the book's author, publisher or figures, so none are stated: the copy says
 * what the book is about. The highlight image is the settings' per-route static image
 * `images.metamorfosa` when the CMS sets one, else the fixed image below (a drive-host path).
 */
export const METAMORFOSA = {
  title: 'Metamorfosa',
  /** The `book_title` under which the book's reviews are stored and filtered. */
  bookTitle: 'Metamorfosa',
  subtitle: 'Kisah perubahan anak muda lewat belajar teknologi',
  description:
    'Metamorfosa menghimpun kisah pelajar, guru dan relawan yang tumbuh bersama lewat belajar teknologi: dari kelas sederhana di sekolah hingga menemukan jalan karier dan berkarya untuk daerahnya.',
  chapters: [
    'Awal yang sederhana: belajar dengan apa yang ada',
    'Guru yang ikut belajar',
    'Dari sekolah ke industri',
    'Kembali untuk daerah',
  ],
  highlightImage: 'img/metamorfosa/highlight.svg',
  /** Key of the settings' per-route static images (SPEC §3) that overrides the highlight image. */
  settingsImageKey: 'metamorfosa',
} as const
