/**
 * The showcase routes (LMS, Aksara, portfolio, audience pages, services, Metamorfosa, Belajar
 * Bersama) with what each one's server-rendered HTML must hold, and the items none of them has: read
 * by the HTTP checks (tests/integration/served-showcase.test.ts) and the browser checks
 * (tests/e2e/showcase.spec.ts) alike.
 */
import { AKSARA_FEATURES } from '../content/aksara'
import { ACTIVITIES, SPEAKERS, SPONSOR_TIERS } from '../content/festival'
import { CODING_STUDIO_LANGUAGES, LMS_FEATURES } from '../content/lmsFeatures'
import { PORTFOLIO, portfolioOf } from '../content/portfolio'
import { SERVICES } from '../content/services'
import { landingFigure } from './landingFigure'

/** Stands for the visited tenant's sample student count in SHOWCASE_ROUTES (./landingFigure.ts). */
const STUDENTS = '{students}'
/** Rows of the demo site's hosted database (sandbox/routes/hostedDb.ts): other tenants have their own. */
const DEMO_ROWS = new Set([
  'Yoga Prasetyo',
  'Andi Saputra',
  'Buku yang membuka mata',
  'Kelompok 24 dari 24',
  'Rp 5.750.000',
])
/** What a route must hold on one tenant: its own figures, and the demo rows only on the demo site. */
export const textsFor = (key: string, texts: string[]) =>
  texts
    .filter((t) => key === 'demo' || !DEMO_ROWS.has(t))
    .map((t) => (t === STUDENTS ? landingFigure(key, 'students') : t))

export const campusEntry = portfolioOf('campus')[0]!

/** Each route with texts its raw HTML must hold (content from content/ and from the sandbox). */
export const SHOWCASE_ROUTES: [string, string[]][] = [
  ['/Lms', ['Coding Studio', 'Kuis Online', ...CODING_STUDIO_LANGUAGES]],
  ['/Lms/Features/coding-studio', ['<h1>Coding Studio</h1>', 'Kotlin', 'Dart', 'Manfaat']],
  ['/Lms/Features/kuis-online', ['<h1>Kuis Online</h1>']],
  ['/Features/kuis-online', ['<h1>Kuis Online</h1>', LMS_FEATURES[1]!.listFeatures[0]!]],
  ['/Aksara', ['<h1>Aksara</h1>', ...AKSARA_FEATURES.map((f) => f.title)]],
  [`/Aksara/Features/${AKSARA_FEATURES[0]!.slug}`, [`<h1>${AKSARA_FEATURES[0]!.title}</h1>`]],
  ['/Portfolio', ['<h1>Portofolio</h1>', `${PORTFOLIO.length} portofolio`, 'Data contoh']],
  [
    '/Portfolio/government',
    ['<h1>Portofolio Pemerintah</h1>', `${portfolioOf('government').length} portofolio`],
  ],
  [
    `/Portfolio/campus/${campusEntry.slug}`,
    [`<h1>${campusEntry.title}</h1>`, campusEntry.clientName, 'Foto kegiatan'],
  ],
  ['/Campus', ['<h1>Untuk Kampus</h1>', STUDENTS, 'Yoga Prasetyo']],
  ['/Clients', ['<h1>Klien Kami</h1>', STUDENTS]],
  ['/Collaboration', ['<h1>Kolaborasi</h1>', STUDENTS]],
  ['/Corporates', ['<h1>Untuk Korporat</h1>', STUDENTS]],
  ['/Government', ['<h1>Untuk Pemerintah</h1>', STUDENTS]],
  ['/Network', ['<h1>Jaringan Kami</h1>', STUDENTS]],
  ['/Training-Services', ['<h1>Training Services</h1>', STUDENTS, 'Pelatihan Korporat']],
  ['/Services', ['<h1>Layanan</h1>', ...SERVICES.map((s) => s.title)]],
  ['/Services/talent-hiring', ['<h1>Talent Hiring</h1>', 'Alur kerja']],
  ['/Metamorfosa', ['<h1>Metamorfosa</h1>', 'Buku yang membuka mata', 'Andi Saputra']],
  [
    '/BelajarBersama',
    [
      '<h1>Belajar Bersama</h1>',
      'Festival Belajar Bersama',
      ...SPONSOR_TIERS.flatMap((t) => [t.name, t.price]),
      ...SPEAKERS.map((s) => s.name),
      ...ACTIVITIES.map((a) => a.name),
    ],
  ],
]

export const SHOWCASE_UNKNOWN = [
  '/Lms/Features/tidak-ada',
  '/Features/tidak-ada',
  '/Aksara/Features/tidak-ada',
  '/Portfolio/tidak-ada',
  `/Portfolio/government/${campusEntry.slug}`,
  '/Services/tidak-ada',
]
