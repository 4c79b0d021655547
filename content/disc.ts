/**
 * The DISC personality test (SPEC §1 "a personality-test type submission", §7 `rest/v1/user_disc`).
 * 24 groups of four statements; in each group the visitor picks the one MOST like them and the one
 * LEAST like them. Scoring (ours; SPEC does not show it): per dimension, most − least, in −24…24,
 * stored as 0…100 (`(score + 24) / 48 × 100`, rounded) because the table's columns are 0…100.
 * The result type is the highest dimension; a tie goes to the order D, I, S, C.
 */

export type DiscDimension = 'D' | 'I' | 'S' | 'C'
export const DISC_DIMENSIONS: readonly DiscDimension[] = ['D', 'I', 'S', 'C']

export interface DiscStatement {
  text: string
  dimension: DiscDimension
}

/** [D, I, S, C] per group; shown in a shuffled but fixed order so the position reveals nothing. */
const GROUPS: readonly (readonly [string, string, string, string])[] = [
  ['Tegas', 'Ramah', 'Sabar', 'Teliti'],
  ['Berani mengambil risiko', 'Senang bergaul', 'Tenang', 'Rapi'],
  ['Suka memimpin', 'Antusias', 'Setia', 'Mengikuti aturan'],
  ['Kompetitif', 'Mudah meyakinkan orang', 'Pendengar yang baik', 'Berhati-hati'],
  ['Langsung ke pokok masalah', 'Ekspresif', 'Mudah bekerja sama', 'Analitis'],
  ['Berorientasi hasil', 'Optimis', 'Stabil', 'Akurat'],
  ['Cepat mengambil keputusan', 'Spontan', 'Konsisten', 'Sistematis'],
  ['Percaya diri', 'Inspiratif', 'Suka membantu', 'Perfeksionis'],
  ['Mandiri', 'Menyenangkan', 'Sabar menunggu', 'Terencana'],
  ['Menyukai tantangan', 'Suka tampil', 'Menghindari konflik', 'Menyukai kepastian'],
  ['Gigih', 'Mudah akrab', 'Penuh pengertian', 'Disiplin'],
  ['Berkemauan keras', 'Periang', 'Rendah hati', 'Logis'],
  ['Pemberani', 'Persuasif', 'Lembut', 'Kritis'],
  ['Ambisius', 'Humoris', 'Tenteram', 'Cermat'],
  ['Mengendalikan situasi', 'Pandai bercerita', 'Dapat diandalkan', 'Berpegang pada data'],
  ['Blak-blakan', 'Hangat', 'Penyabar', 'Berhati-hati dalam bicara'],
  ['Pelopor', 'Penuh semangat', 'Menjaga harmoni', 'Patuh prosedur'],
  ['Tidak mudah menyerah', 'Mudah bergaul', 'Tidak terburu-buru', 'Memperhatikan detail'],
  ['Suka bersaing', 'Suka berbagi ide', 'Menerima apa adanya', 'Berpikir mendalam'],
  ['Tegas dalam bertindak', 'Menarik perhatian', 'Menenangkan orang lain', 'Objektif'],
  ['Menyukai kecepatan', 'Menyukai keramaian', 'Menyukai rutinitas', 'Menyukai ketepatan'],
  ['Berorientasi target', 'Berorientasi orang', 'Berorientasi tim', 'Berorientasi kualitas'],
  ['Keras kepala', 'Mudah terbawa suasana', 'Sulit berkata tidak', 'Terlalu kritis pada diri sendiri'],
  ['Tidak sabaran', 'Kurang teratur', 'Enggan berubah', 'Terlalu berhati-hati'],
]

/** A fixed permutation per group (no randomness: server and browser render the same order). */
const ORDERS: readonly (readonly number[])[] = [
  [0, 1, 2, 3],
  [2, 0, 3, 1],
  [1, 3, 0, 2],
  [3, 2, 1, 0],
]

export const DISC_QUESTIONS: readonly (readonly DiscStatement[])[] = GROUPS.map((group, g) =>
  (ORDERS[g % ORDERS.length] ?? [0, 1, 2, 3]).map((i) => ({
    text: group[i] ?? '',
    dimension: DISC_DIMENSIONS[i] ?? 'D',
  })),
)

/** One answered group: the index (0–3 in display order) of the most and the least statement. */
export interface DiscAnswer {
  most: number
  least: number
}

export type DiscScores = Record<DiscDimension, number>

export function isAnswered(a: Partial<DiscAnswer> | undefined): a is DiscAnswer {
  return a?.most !== undefined && a.least !== undefined && a.most !== a.least
}

/** most − least per dimension over all groups answered (−24…24). */
export function rawDiscScores(answers: readonly (Partial<DiscAnswer> | undefined)[]): DiscScores {
  const scores: DiscScores = { D: 0, I: 0, S: 0, C: 0 }
  DISC_QUESTIONS.forEach((group, g) => {
    const a = answers[g]
    if (!isAnswered(a)) return
    const most = group[a.most]
    const least = group[a.least]
    if (most) scores[most.dimension]++
    if (least) scores[least.dimension]--
  })
  return scores
}

/** −24…24 → 0…100, the range of the `user_disc` columns. */
export function toPercent(raw: number): number {
  const n = DISC_QUESTIONS.length
  return Math.round(((raw + n) / (2 * n)) * 100)
}

export function discType(scores: DiscScores): DiscDimension {
  return DISC_DIMENSIONS.reduce((best, d) => (scores[d] > scores[best] ? d : best), 'D' as DiscDimension)
}

export interface DiscResult {
  type: DiscDimension
  percent: DiscScores
}

export function scoreDisc(answers: readonly (Partial<DiscAnswer> | undefined)[]): DiscResult {
  const raw = rawDiscScores(answers)
  return {
    type: discType(raw),
    percent: { D: toPercent(raw.D), I: toPercent(raw.I), S: toPercent(raw.S), C: toPercent(raw.C) },
  }
}

export const DISC_TYPES: Record<
  DiscDimension,
  { name: string; summary: string; strengths: string[]; growth: string }
> = {
  D: {
    name: 'Dominance (Dominan)',
    summary:
      'Anda berorientasi hasil, tegas dan menyukai tantangan. Anda cepat mengambil keputusan dan nyaman memimpin.',
    strengths: [
      'Mengambil keputusan dengan cepat',
      'Mendorong tim mencapai target',
      'Berani menghadapi masalah',
    ],
    growth: 'Luangkan waktu mendengar pendapat orang lain dan perhatikan detail sebelum bertindak.',
  },
  I: {
    name: 'Influence (Intim/Pengaruh)',
    summary:
      'Anda antusias, mudah bergaul dan pandai meyakinkan orang. Anda memberi semangat dan suka bekerja bersama orang lain.',
    strengths: ['Membangun hubungan', 'Menyampaikan ide dengan menarik', 'Membangkitkan semangat tim'],
    growth: 'Buat rencana tertulis dan tuntaskan satu pekerjaan sebelum memulai yang lain.',
  },
  S: {
    name: 'Steadiness (Stabil)',
    summary:
      'Anda sabar, setia dan dapat diandalkan. Anda menjaga suasana tetap tenang dan senang membantu orang lain.',
    strengths: ['Konsisten dan tekun', 'Pendengar yang baik', 'Menjaga kerja sama tim'],
    growth: 'Beranilah menyampaikan pendapat dan mencoba cara baru.',
  },
  C: {
    name: 'Compliance (Cermat)',
    summary:
      'Anda teliti, analitis dan menjunjung kualitas. Anda bekerja sistematis dan berpegang pada data serta aturan.',
    strengths: ['Teliti dan akurat', 'Berpikir logis', 'Menjaga standar kualitas'],
    growth: 'Terima bahwa tidak semua hal harus sempurna, dan ambil keputusan walau data belum lengkap.',
  },
}
