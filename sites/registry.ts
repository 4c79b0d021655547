/**
 * The tenant registry: every layout key of SPEC §2 and the defaults each site ships with.
 *
 * A tenant is a layout key. The 26 landing keys (four of them patterns: `ai{product}`,
 * `belajar{product}`, `wujud{product}`, `beasiswa{product}`) and the 14 further keys make 40 tenants;
 * each pattern is represented by one concrete site. Choices the spec leaves open, written down here:
 * - production domains are configuration, not facts: SPEC names no domain. The values below are the
 *   release team's placeholders, to be replaced per tenant before a site goes live; `<key>.localhost`
 *   is added for every tenant so each site runs locally;
 * - contact details are configuration too: a tenant shows an e-mail address only when one is
 *   configured here (none is, until the provider supplies them); otherwise its pages point to the
 *   appointment form;
 * - analytics measurement ids are not here: SPEC §7 gives none, so they are configuration
 *   (`ANALYTICS_ID`, `ANALYTICS_ID__<KEY>`, sites/analytics.ts); a site without one loads no script;
 * - each tenant declares its own menu (route paths, what the site offers); the page shell shows only
 *   those whose page is built, the footer repeats it and the sitemap lists it;
 * - social links are configuration: none is configured until the provider supplies them.
 */
import { DEFAULT_LAYOUT, LANDING_KEYS, PATTERN_FAMILIES, type LandingFamily } from './layouts'
import { DEFAULT_THEME, type Theme } from './theme'
import { syntheticCount, syntheticTenants } from './synthetic'

// The layout vocabulary lives in ./layouts (small, shipped to the browser); re-exported for callers.
export { DEFAULT_LAYOUT, LANDING_KEYS, PATTERN_FAMILIES, type LandingFamily }

export interface NavItem {
  label: string
  path: string
}

/** A social profile of the tenant: configuration only (none is configured until the provider gives them). */
export interface SocialLink {
  label: string
  url: string
}

export interface Tenant {
  key: string
  name: string
  /**
   * What the header shows on a phone where the whole name does not fit (shell/headerFit.ts
   * `brandStep`): the leading words of the name a visitor knows the site by. Null where the name
   * fits at 320 px; tests/unit/header-fit.test.ts keeps the two in step.
   */
  shortName: string | null
  tagline: string
  domains: string[]
  theme: Theme
  radio: boolean
  /** The radio's stream (radio layouts only); null plays the loop the project ships (sites/radio). */
  radioStreamUrl: string | null
  /** The site's own menu (header, footer, sitemap): what this tenant offers. */
  nav: NavItem[]
  /** Whether visitors can sign in and sign up here: "Masuk" and "Daftar" in the header. */
  signUp: boolean
  /**
   * Whether `/Register` offers the coder and team registration (SPEC §1: the coding school's school
   * league). Elsewhere `/Register` creates a plain learner account through the central account.
   */
  coderSignUp: boolean
  /** Public contact address, when the provider has configured one; null until then. */
  contactEmail: string | null
  /** Social profiles shown in the footer (with the settings' `twitter_site`); empty until configured. */
  social: SocialLink[]
  lang: 'id'
  /**
   * A public production site: crawlers may index it. False for development and staging keys and for
   * a site with no production domain (it lives on `<key>.localhost` only): their robots.txt
   * disallows everything and their pages say `noindex`.
   */
  production: boolean
  /**
   * The hero's words on a landing that takes them from configuration (the default landing, shared
   * by sites with no landing of their own): null keeps the landing's own.
   */
  hero: LandingHero | null
}

export interface LandingHero {
  headline: string
  lead: string
  /** Under "Kelas yang sedang dibuka"; none when omitted. */
  classesLead?: string
  /** "Cara belajar di sini": three steps in the site's own words. */
  steps?: { title: string; text: string }[]
  /** The closing call to action's text. */
  cta?: string
}

/** The 14 further keys of SPEC §2: sites without a landing of their own. */
export const FURTHER_KEYS = [
  'sekolahbeta',
  'umptn',
  'sakem',
  'pesilat',
  'jda',
  'dev.bharabas',
  'komodo',
  'jambore',
  'bootquiz',
  'staging-pesilat',
  'radya',
  'camp.bharabas',
  'none',
  'comingsoon',
] as const

// Menus by what each site offers. Labels are short Indonesian words: the header collapses the menu
// into its button whenever the labels do not fit beside the brand (shell/Header.tsx).
const nav = (...items: [label: string, path: string][]): NavItem[] =>
  items.map(([label, path]) => ({ label, path }))

const MAIN_NAV = nav(
  ['Belajar Bersama', '/BelajarBersama'],
  ['Kursus', '/Courses'],
  ['Pelatihan', '/Training-Services'],
  ['Rekrut Talenta', '/Talent-Hiring'],
  ['LMS', '/Lms'],
  ['Berita', '/News'],
  ['Buat Janji', '/Make-Appointment'],
)
const FOUNDATION_NAV = nav(
  ['Kelas', '/Class'],
  ['Program', '/Program'],
  ['Kampus', '/Campus'],
  ['Pemerintah', '/Government'],
  ['Korporat', '/Corporates'],
  ['Portofolio', '/Portfolio'],
  ['Blog', '/Blog'],
  ['Metamorfosa', '/Metamorfosa'],
  ['Testimoni', '/Testimoni'],
  ['Donasi', '/Donasi'],
)
const CODING_SCHOOL_NAV = nav(
  ['Program', '/Program'],
  ['Kursus', '/Courses'],
  ['Liga SMK', '/Liga-Smk'],
  ['Berita', '/Berita'],
  ['Galeri', '/Gallery'],
)
const CONTENT_NAV = nav(
  ['Artikel', '/Articles/semua'],
  ['Berita', '/News'],
  ['Podcast', '/Podcasts'],
  ['Tulisan Teman', '/Tulisan-Temans'],
)
const RADIO_NAV = nav(
  ['Kelas Kreatif', '/Class'],
  ['Podcast', '/Podcasts'],
  ['Acara', '/Event'],
  ['Galeri', '/Gallery'],
)
const PESILAT_NAV = nav(['Pesilat', '/Pesilat'], ['Kelas Silat', '/Pesilat/Class'], ['Acara', '/Event'])
const CLASS_PROGRAM_NAV = nav(['Kelas', '/Class'], ['Program', '/Program'])
// A martial-arts school on the default landing: its hero speaks of silat, not of digital skills.
const PESILAT_HERO: LandingHero = {
  headline: 'Belajar pencak silat, dari kuda-kuda pertama sampai jurus',
  lead: 'Kelas pencak silat untuk pemula dan pesilat yang ingin mengasah teknik, kebugaran dan sikap. Pilih kelas, datang berlatih, dan naik tingkat bersama teman satu perguruan.',
  classesLead: 'Latihan terjadwal bersama pelatih, dari gerak dasar sampai jurus.',
  steps: [
    { title: 'Pilih kelas', text: 'Lihat tingkat, jadwal latihan dan biaya di setiap kelas.' },
    { title: 'Berlatih bersama pelatih', text: 'Gerak dasar, jurus dan kebugaran, dengan koreksi langsung.' },
    { title: 'Naik tingkat', text: 'Ikuti ujian kenaikan tingkat bersama teman satu perguruan.' },
  ],
  cta: 'Datang berlatih dan mulai dari kuda-kuda pertama.',
}

interface TenantSeed {
  name: string
  /** Only where `name` does not fit a 320 px header (see `Tenant.shortName`). */
  shortName?: string
  tagline?: string
  domains?: string[]
  theme?: Partial<Theme>
  nav: NavItem[]
  /** False where the site offers no accounts yet: no "Masuk", no "Daftar". Default true. */
  signUp?: boolean
  /** True for the coding school: coders and teams register at `/Register`. Default false. */
  coderSignUp?: boolean
  contactEmail?: string
  radioStreamUrl?: string
  social?: SocialLink[]
  /** Set false for a development or staging site; default: production when it has a domain. */
  production?: boolean
  /** The layout key of the organisation this site belongs to, when it is not its own. */
  organisation?: string
  hero?: LandingHero
}

// Display names and configured production domains (placeholders, see above). Keys are the layout keys, verbatim.
// Every tenant names its own menu: none inherits another site's.
const SEEDS: Record<string, TenantSeed> = {
  alkademi: {
    name: 'Alkademi',
    tagline: 'Belajar teknologi bersama mentor industri',
    domains: ['alkademi.com', 'www.alkademi.com'],
    nav: MAIN_NAV,
  },
  foundation: {
    name: 'Alkademi Foundation',
    shortName: 'Alkademi',
    tagline: 'Pendidikan teknologi untuk semua',
    domains: ['foundation.alkademi.com'],
    theme: { primary: '#1E7A5A', secondary: '#2F9E77' },
    nav: FOUNDATION_NAV,
  },
  demo: {
    name: 'Alkademi Demo',
    tagline: 'Platform belajar untuk institusi Anda',
    domains: ['demo.alkademi.com'],
    nav: nav(
      ['Kelas', '/Class'],
      ['Kursus', '/Courses'],
      ['LMS', '/Lms'],
      ['Harga', '/Pricing'],
      ['Buat Janji', '/Make-Appointment'],
      ['Testimoni', '/Testimoni'],
      ['Donasi', '/Donasi'],
      ['Tes DISC', '/Tes-DISC'],
    ),
  },
  jongkreatif: {
    name: 'Jong Kreatif',
    domains: ['jongkreatif.id'],
    theme: { primary: '#E4572E' },
    nav: nav(['Kelas', '/Class'], ['Acara', '/Event'], ['Galeri', '/Gallery'], ['Blog', '/Blog']),
  },
  akselerasi: {
    name: 'Akselerasi',
    domains: ['akselerasi.alkademi.com'],
    nav: nav(
      ['Program', '/Program'],
      ['Kelas', '/Class'],
      ['Kurikulum', '/Curriculum'],
      ['Mentor', '/Mentor'],
      ['Tes DISC', '/Tes-DISC'],
    ),
  },
  alkademifun: {
    name: 'Alkademi Fun',
    domains: ['fun.alkademi.com'],
    theme: { primary: '#F2A541' },
    nav: nav(['Kelas', '/Class'], ['Papan Skor', '/Leaderboards'], ['Galeri', '/Gallery']),
  },
  alkamedia: {
    name: 'Alkamedia',
    domains: ['alkamedia.id'],
    nav: nav(
      ['Berita', '/News'],
      ['Artikel', '/Articles/semua'],
      ['Podcast', '/Podcasts'],
      ['Video', '/Video'],
    ),
  },
  sekolahkopi: {
    name: 'Sekolah Kopi',
    domains: ['sekolahkopi.id'],
    theme: { primary: '#6F4E37', secondary: '#A67B5B' },
    nav: nav(
      ['Kelas Kopi', '/Class'],
      ['Acara', '/Event'],
      ['Galeri', '/Gallery'],
      ['Buat Janji', '/Make-Appointment'],
    ),
  },
  'business-alkademi': {
    name: 'Alkademi for Business',
    shortName: 'Alkademi',
    domains: ['business.alkademi.com'],
    nav: nav(
      ['Pelatihan', '/Training-Services'],
      ['Rekrut Talenta', '/Talent-Hiring'],
      ['LMS', '/Lms'],
      ['Klien', '/Clients'],
      ['Buat Janji', '/Make-Appointment'],
    ),
  },
  'asean-foundation': {
    name: 'ASEAN Foundation Digital Academy',
    shortName: 'ASEAN Foundation',
    domains: ['asean.alkademi.com'],
    nav: nav(['Program', '/Program'], ['Kelas', '/Class'], ['Berita', '/News']),
  },
  smkcoding: {
    name: 'SMK Coding',
    tagline: 'Sekolah coding untuk siswa SMK se-Indonesia',
    domains: ['smkcoding.id', 'www.smkcoding.id'],
    theme: { primary: '#D7263D', secondary: '#1B998B' },
    nav: CODING_SCHOOL_NAV,
    coderSignUp: true,
  },
  sfi: {
    name: 'SFI Academy',
    domains: ['sfi.alkademi.com'],
    nav: nav(['Kelas', '/Class'], ['Program', '/Program'], ['Mentor', '/Mentor']),
  },
  ica: {
    name: 'ICA Learning',
    domains: ['ica.alkademi.com'],
    nav: nav(['Kelas', '/Class'], ['Artikel', '/Articles/semua']),
  },
  pujapramudya: {
    name: 'Puja Pramudya',
    domains: ['pujapramudya.id'],
    nav: nav(['Kelas', '/Class'], ['Blog', '/Blog']),
  },
  aksara: {
    name: 'Aksara',
    domains: ['aksara.alkademi.com'],
    nav: [...nav(['Aksara', '/Aksara'], ['LMS', '/Lms']), ...CONTENT_NAV],
  },
  aipintar: {
    name: 'AI Pintar',
    tagline: 'Belajar kecerdasan artifisial',
    domains: ['aipintar.id'],
    nav: nav(['Asisten AI', '/Chat'], ['Kelas AI', '/Class'], ['Artikel', '/Articles/semua']),
  },
  inovasiuntukbangsa: {
    name: 'Inovasi untuk Bangsa',
    shortName: 'Inovasi',
    domains: ['inovasiuntukbangsa.id'],
    nav: nav(['Program', '/Program'], ['Kelas', '/Class'], ['Berita', '/News']),
  },
  belajarbersama: {
    name: 'Belajar Bersama',
    tagline: 'Beasiswa dan kelas belajar bersama',
    domains: ['belajarbersama.id'],
    theme: { primary: '#3A86FF' },
    nav: nav(
      ['Kelas', '/Class'],
      ['Festival', '/BelajarBersama'],
      ['Testimoni', '/Testimoni'],
      ['Donasi', '/Donasi'],
    ),
  },
  wujudmimpi: {
    name: 'Wujud Mimpi',
    domains: ['wujudmimpi.id'],
    nav: nav(['Program', '/Program'], ['Kelas', '/Class'], ['Mentor', '/Mentor'], ['Tes DISC', '/Tes-DISC']),
  },
  beasiswaunggul: {
    name: 'Beasiswa Unggul',
    domains: ['beasiswaunggul.id'],
    nav: nav(['Beasiswa', '/Program'], ['Kelas', '/Class'], ['Donasi', '/Donasi']),
  },
  alpha: {
    name: 'Alpha Startup Space',
    shortName: 'Alpha Startup',
    domains: ['alpha.alkademi.com'],
    nav: nav(['Kelas', '/Class'], ['Bandung', '/Bandung'], ['Jakarta', '/Jakarta']),
  },
  default: {
    name: 'Alkademi',
    domains: [],
    organisation: 'alkademi',
    nav: nav(['Kelas', '/Class'], ['Kursus', '/Courses'], ['Program', '/Program']),
  },
  diaksara: {
    name: 'Diaksara',
    domains: ['diaksara.id'],
    nav: nav(['Artikel', '/Articles/semua'], ['Berita', '/News'], ['Tulisan Teman', '/Tulisan-Temans']),
  },
  bharabas: {
    name: 'Bharabas',
    tagline: 'Radio, kelas dan komunitas kreatif',
    domains: ['bharabas.id', 'www.bharabas.id'],
    theme: { primary: '#7B2CBF', secondary: '#C77DFF' },
    nav: RADIO_NAV,
  },
  ruangcipta: {
    name: 'Ruang Cipta',
    domains: ['ruangcipta.id'],
    nav: nav(['Kelas', '/Class'], ['Galeri', '/Gallery'], ['Blog', '/Blog']),
  },
  elevaite: {
    name: 'ElevAIte',
    tagline: 'Tingkatkan keterampilanmu bersama AI',
    domains: ['elevaite.id'],
    nav: nav(['Kelas', '/Class']),
  },
  sekolahbeta: {
    name: 'Sekolah Beta',
    domains: ['sekolahbeta.id'],
    nav: nav(['Kelas', '/Class'], ['Kursus', '/Courses']),
  },
  umptn: { name: 'UMPTN', domains: ['umptn.alkademi.com'], nav: CLASS_PROGRAM_NAV },
  sakem: { name: 'Sakem', domains: ['sakem.alkademi.com'], nav: CLASS_PROGRAM_NAV },
  pesilat: {
    name: 'Pesilat',
    tagline: 'Sekolah pencak silat untuk semua usia',
    domains: ['pesilat.id'],
    nav: PESILAT_NAV,
    hero: PESILAT_HERO,
  },
  jda: { name: 'JDA', domains: ['jda.alkademi.com'], nav: CLASS_PROGRAM_NAV },
  'dev.bharabas': {
    name: 'Bharabas (Dev)',
    domains: ['dev.bharabas.id'],
    production: false,
    organisation: 'bharabas',
    theme: { primary: '#7B2CBF', secondary: '#C77DFF' },
    nav: RADIO_NAV,
  },
  komodo: { name: 'Komodo', domains: ['komodo.alkademi.com'], nav: CLASS_PROGRAM_NAV },
  jambore: {
    name: 'Jambore',
    domains: ['jambore.alkademi.com'],
    nav: nav(['Acara', '/Event'], ['Kelas', '/Class'], ['Galeri', '/Gallery']),
  },
  bootquiz: {
    name: 'Bootquiz',
    domains: ['bootquiz.id'],
    nav: nav(['Kelas', '/Class'], ['Papan Skor', '/Leaderboards']),
  },
  'staging-pesilat': {
    name: 'Pesilat (Staging)',
    tagline: 'Sekolah pencak silat untuk semua usia',
    hero: PESILAT_HERO,
    domains: ['staging.pesilat.id'],
    production: false,
    organisation: 'pesilat',
    nav: PESILAT_NAV,
  },
  radya: { name: 'Radya', domains: ['radya.alkademi.com'], nav: CLASS_PROGRAM_NAV },
  'camp.bharabas': {
    name: 'Bharabas Camp',
    domains: ['camp.bharabas.id'],
    organisation: 'bharabas',
    theme: { primary: '#7B2CBF' },
    nav: nav(['Kelas', '/Class'], ['Acara', '/Event'], ['Galeri', '/Gallery']),
  },
  // `none` is "no layout chosen": the demo site (sites/layouts.ts), of the demo organisation.
  none: {
    name: 'Alkademi',
    domains: [],
    organisation: 'demo',
    nav: nav(['Kelas', '/Class'], ['Kursus', '/Courses']),
  },
  // Not open yet: no navigation to pages the site does not offer, no sign-in (docs/decisions/0005-comingsoon-and-none.md).
  comingsoon: { name: 'Segera Hadir', domains: [], nav: [], signUp: false },
}

// Synthetic sites for the scale bench (sites/synthetic.ts): none unless SYNTHETIC_TENANTS asks.
const SYNTHETIC = syntheticTenants(syntheticCount(typeof process === 'undefined' ? {} : process.env))
for (const s of SYNTHETIC)
  SEEDS[s.key] = {
    name: s.name,
    domains: [s.domain],
    theme: { primary: s.primary, secondary: s.secondary },
    nav: SEEDS[s.clonedFrom]!.nav,
    // Not a real site: crawlers are kept out.
    production: false,
  }

/** The existing tenant each synthetic site clones (its landing and catalogue in the sandbox). */
export function syntheticLayouts(): Record<string, string> {
  return Object.fromEntries(SYNTHETIC.map((s) => [s.key, s.clonedFrom]))
}

/** Only these layouts carry the background radio player (SPEC §1). */
const RADIO_KEYS = new Set(['bharabas', 'dev.bharabas'])

function build(key: string, seed: TenantSeed): Tenant {
  return {
    key,
    name: seed.name,
    shortName: seed.shortName ?? null,
    tagline: seed.tagline ?? 'Belajar, berkarya dan bertumbuh bersama',
    domains: [...(seed.domains ?? []), `${key}.localhost`],
    theme: { ...DEFAULT_THEME, ...seed.theme },
    radio: RADIO_KEYS.has(key),
    radioStreamUrl: RADIO_KEYS.has(key) ? (seed.radioStreamUrl ?? null) : null,
    nav: seed.nav,
    signUp: seed.signUp ?? true,
    coderSignUp: (seed.signUp ?? true) && (seed.coderSignUp ?? false),
    contactEmail: seed.contactEmail ?? null,
    social: seed.social ?? [],
    lang: 'id',
    production: seed.production ?? (seed.domains ?? []).length > 0,
    hero: seed.hero ?? null,
  }
}

export const TENANTS: readonly Tenant[] = Object.entries(SEEDS).map(([key, seed]) => build(key, seed))

const BY_KEY = new Map(TENANTS.map((t) => [t.key, t]))

export function getTenant(key: string): Tenant | undefined {
  return BY_KEY.get(key)
}

/**
 * The layout keys of the organisation `key` belongs to, itself included: a site with its staging or
 * development keys and second brands (`organisation` in the table). They share the organisation's
 * catalogue and may name each other; no other site may (testkit/tenantScan.ts). Kept off `Tenant`,
 * which the browser receives: a page needs no other site's key.
 */
export function organisationOf(key: string): string[] {
  const seed = SEEDS[key]
  if (!seed) throw new Error(`unknown tenant ${key}`)
  const org = seed.organisation ?? key
  return Object.entries(SEEDS)
    .filter(([k, s]) => (s.organisation ?? k) === org)
    .map(([k]) => k)
}

export function tenantKeys(): string[] {
  return TENANTS.map((t) => t.key)
}

/** Every tenant's display name by layout key: what the local CMS stand-in (sandbox/) is seeded with. */
export function displayNames(): Record<string, string> {
  return Object.fromEntries(TENANTS.map((t) => [t.key, t.name]))
}
