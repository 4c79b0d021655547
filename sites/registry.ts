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
 * - analytics ids: one default id plus overrides for `alkademi` and `smkcoding` (SPEC §7: "ids for default
 *   and two tenants");
 * - navigation lists route paths; the page shell shows only those whose page is built.
 */
import { DEFAULT_LAYOUT, LANDING_KEYS, PATTERN_FAMILIES, type LandingFamily } from './layouts'
import { DEFAULT_THEME, type Theme } from './theme'

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
  tagline: string
  domains: string[]
  theme: Theme
  analyticsId: string
  radio: boolean
  /** The radio's stream (radio layouts only); null plays the loop the project ships (sites/radio). */
  radioStreamUrl: string | null
  nav: NavItem[]
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
}

export const DEFAULT_ANALYTICS_ID = 'G-ALKDEFAULT1'

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

const MAIN_NAV: NavItem[] = [
  { label: 'Belajar Bersama', path: '/BelajarBersama' },
  { label: 'Kursus', path: '/Courses' },
  { label: 'Training Services', path: '/Training-Services' },
  { label: 'Talent Hiring', path: '/Talent-Hiring' },
  { label: 'LMS', path: '/Lms' },
  { label: 'Berita', path: '/News' },
  { label: 'Buat Janji', path: '/Make-Appointment' },
  { label: 'Tentang Kami', path: '/About' },
]
const FOUNDATION_NAV: NavItem[] = [
  { label: 'Kelas', path: '/Class' },
  { label: 'Program', path: '/Program' },
  { label: 'Kampus', path: '/Campus' },
  { label: 'Pemerintah', path: '/Government' },
  { label: 'Korporat', path: '/Corporates' },
  { label: 'Portofolio', path: '/Portfolio' },
  { label: 'Blog', path: '/Blog' },
  { label: 'Metamorfosa', path: '/Metamorfosa' },
  { label: 'Tentang Kami', path: '/About' },
]
const CODING_SCHOOL_NAV: NavItem[] = [
  { label: 'Program', path: '/Program' },
  { label: 'Kursus', path: '/Courses' },
  { label: 'Berita', path: '/Berita' },
  { label: 'Galeri', path: '/Gallery' },
  { label: 'Tentang Kami', path: '/About' },
]
const CLASS_NAV: NavItem[] = [
  { label: 'Kelas', path: '/Class' },
  { label: 'Tentang Kami', path: '/About' },
]
const STARTUP_NAV: NavItem[] = [
  { label: 'Kelas', path: '/Class' },
  { label: 'Bandung', path: '/Bandung' },
  { label: 'Jakarta', path: '/Jakarta' },
  { label: 'Tentang Kami', path: '/About' },
]
const CONTENT_NAV: NavItem[] = [
  { label: 'Aksara', path: '/Aksara' },
  { label: 'LMS', path: '/Lms' },
  { label: 'Artikel', path: '/Articles/semua' },
  { label: 'Berita', path: '/News' },
  { label: 'Podcast', path: '/Podcasts' },
  { label: 'Tulisan Teman', path: '/Tulisan-Temans' },
  { label: 'Tentang Kami', path: '/About' },
]

interface TenantSeed {
  name: string
  tagline?: string
  domains?: string[]
  theme?: Partial<Theme>
  analyticsId?: string
  nav?: NavItem[]
  contactEmail?: string
  radioStreamUrl?: string
  social?: SocialLink[]
  /** Set false for a development or staging site; default: production when it has a domain. */
  production?: boolean
}

// Display names and configured production domains (placeholders, see above). Keys are the layout keys, verbatim.
const SEEDS: Record<string, TenantSeed> = {
  alkademi: {
    name: 'Alkademi',
    tagline: 'Belajar teknologi bersama mentor industri',
    domains: ['alkademi.com', 'www.alkademi.com'],
    analyticsId: 'G-ALKADEMI01',
    nav: MAIN_NAV,
  },
  foundation: {
    name: 'Alkademi Foundation',
    tagline: 'Pendidikan teknologi untuk semua',
    domains: ['foundation.alkademi.com'],
    theme: { primary: '#1E7A5A', secondary: '#2F9E77' },
    nav: FOUNDATION_NAV,
  },
  demo: {
    name: 'Alkademi Demo',
    tagline: 'Platform belajar untuk institusi Anda',
    domains: ['demo.alkademi.com'],
  },
  jongkreatif: { name: 'Jong Kreatif', domains: ['jongkreatif.id'], theme: { primary: '#E4572E' } },
  akselerasi: { name: 'Akselerasi', domains: ['akselerasi.alkademi.com'] },
  alkademifun: { name: 'Alkademi Fun', domains: ['fun.alkademi.com'], theme: { primary: '#F2A541' } },
  alkamedia: { name: 'Alkamedia', domains: ['alkamedia.id'], nav: CONTENT_NAV },
  sekolahkopi: {
    name: 'Sekolah Kopi',
    domains: ['sekolahkopi.id'],
    theme: { primary: '#6F4E37', secondary: '#A67B5B' },
  },
  'business-alkademi': { name: 'Alkademi for Business', domains: ['business.alkademi.com'] },
  'asean-foundation': { name: 'ASEAN Foundation Digital Academy', domains: ['asean.alkademi.com'] },
  smkcoding: {
    name: 'SMK Coding',
    tagline: 'Sekolah coding untuk siswa SMK se-Indonesia',
    domains: ['smkcoding.id', 'www.smkcoding.id'],
    theme: { primary: '#D7263D', secondary: '#1B998B' },
    analyticsId: 'G-SMKCODING1',
    nav: CODING_SCHOOL_NAV,
  },
  sfi: { name: 'SFI Academy', domains: ['sfi.alkademi.com'] },
  ica: { name: 'ICA Learning', domains: ['ica.alkademi.com'] },
  pujapramudya: { name: 'Puja Pramudya', domains: ['pujapramudya.id'] },
  aksara: { name: 'Aksara', domains: ['aksara.alkademi.com'], nav: CONTENT_NAV },
  aipintar: { name: 'AI Pintar', tagline: 'Belajar kecerdasan artifisial', domains: ['aipintar.id'] },
  inovasiuntukbangsa: { name: 'Inovasi untuk Bangsa', domains: ['inovasiuntukbangsa.id'] },
  belajarbersama: {
    name: 'Belajar Bersama',
    tagline: 'Beasiswa dan kelas belajar bersama',
    domains: ['belajarbersama.id'],
    theme: { primary: '#3A86FF' },
    nav: CLASS_NAV,
  },
  wujudmimpi: { name: 'Wujud Mimpi', domains: ['wujudmimpi.id'] },
  beasiswaunggul: { name: 'Beasiswa Unggul', domains: ['beasiswaunggul.id'], nav: CLASS_NAV },
  alpha: { name: 'Alpha Startup Space', domains: ['alpha.alkademi.com'], nav: STARTUP_NAV },
  default: { name: 'Alkademi', domains: [] },
  diaksara: { name: 'Diaksara', domains: ['diaksara.id'], nav: CONTENT_NAV },
  bharabas: {
    name: 'Bharabas',
    tagline: 'Radio, kelas dan komunitas kreatif',
    domains: ['bharabas.id', 'www.bharabas.id'],
    theme: { primary: '#7B2CBF', secondary: '#C77DFF' },
  },
  ruangcipta: { name: 'Ruang Cipta', domains: ['ruangcipta.id'] },
  elevaite: {
    name: 'ElevAIte',
    tagline: 'Elevate your skills with AI',
    domains: ['elevaite.id'],
    nav: CLASS_NAV,
  },
  sekolahbeta: { name: 'Sekolah Beta', domains: ['sekolahbeta.id'] },
  umptn: { name: 'UMPTN', domains: ['umptn.alkademi.com'] },
  sakem: { name: 'Sakem', domains: ['sakem.alkademi.com'] },
  pesilat: { name: 'Pesilat', domains: ['pesilat.id'] },
  jda: { name: 'JDA', domains: ['jda.alkademi.com'] },
  'dev.bharabas': {
    name: 'Bharabas (Dev)',
    domains: ['dev.bharabas.id'],
    production: false,
    theme: { primary: '#7B2CBF', secondary: '#C77DFF' },
  },
  komodo: { name: 'Komodo', domains: ['komodo.alkademi.com'] },
  jambore: { name: 'Jambore', domains: ['jambore.alkademi.com'] },
  bootquiz: { name: 'Bootquiz', domains: ['bootquiz.id'] },
  'staging-pesilat': { name: 'Pesilat (Staging)', domains: ['staging.pesilat.id'], production: false },
  radya: { name: 'Radya', domains: ['radya.alkademi.com'] },
  'camp.bharabas': { name: 'Bharabas Camp', domains: ['camp.bharabas.id'], theme: { primary: '#7B2CBF' } },
  none: { name: 'Alkademi', domains: [] },
  // Not open yet: no navigation to pages the site does not offer (docs/decisions/0004).
  comingsoon: { name: 'Segera Hadir', domains: [], nav: [] },
}

/** Only these layouts carry the background radio player (SPEC §1). */
const RADIO_KEYS = new Set(['bharabas', 'dev.bharabas'])

function build(key: string, seed: TenantSeed): Tenant {
  return {
    key,
    name: seed.name,
    tagline: seed.tagline ?? 'Belajar, berkarya dan bertumbuh bersama',
    domains: [...(seed.domains ?? []), `${key}.localhost`],
    theme: { ...DEFAULT_THEME, ...seed.theme },
    analyticsId: seed.analyticsId ?? DEFAULT_ANALYTICS_ID,
    radio: RADIO_KEYS.has(key),
    radioStreamUrl: RADIO_KEYS.has(key) ? (seed.radioStreamUrl ?? null) : null,
    nav: seed.nav ?? MAIN_NAV,
    contactEmail: seed.contactEmail ?? null,
    social: seed.social ?? [],
    lang: 'id',
    production: seed.production ?? (seed.domains ?? []).length > 0,
  }
}

export const TENANTS: readonly Tenant[] = Object.entries(SEEDS).map(([key, seed]) => build(key, seed))

const BY_KEY = new Map(TENANTS.map((t) => [t.key, t]))

export function getTenant(key: string): Tenant | undefined {
  return BY_KEY.get(key)
}

export function tenantKeys(): string[] {
  return TENANTS.map((t) => t.key)
}

/** Every tenant's display name by layout key: what the local CMS stand-in (sandbox/) is seeded with. */
export function displayNames(): Record<string, string> {
  return Object.fromEntries(TENANTS.map((t) => [t.key, t.name]))
}
