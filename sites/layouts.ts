/**
 * The layout vocabulary of SPEC §2 and the layout → landing rule. Server side only (the build, the
 * renderer): the landing is resolved into the site's runtime (sites/runtime.ts `landings`), so the
 * browser receives its own landing, never this list of every layout key.
 */

export const DEFAULT_LAYOUT = 'demo'

export type LandingFamily =
  | 'alkademi'
  | 'foundation'
  | 'demo'
  | 'jongkreatif'
  | 'akselerasi'
  | 'alkademifun'
  | 'alkamedia'
  | 'sekolahkopi'
  | 'business-alkademi'
  | 'asean-foundation'
  | 'smkcoding'
  | 'sfi'
  | 'ica'
  | 'pujapramudya'
  | 'aksara'
  | 'ai'
  | 'inovasiuntukbangsa'
  | 'belajar'
  | 'wujud'
  | 'beasiswa'
  | 'alpha'
  | 'default'
  | 'diaksara'
  | 'bharabas'
  | 'ruangcipta'
  | 'elevaite'
  | 'comingsoon'

/** The literal landing keys of SPEC §2 (pattern keys are handled by `PATTERN_FAMILIES`). */
export const LANDING_KEYS = [
  'alkademi',
  'foundation',
  'demo',
  'jongkreatif',
  'akselerasi',
  'alkademifun',
  'alkamedia',
  'sekolahkopi',
  'business-alkademi',
  'asean-foundation',
  'smkcoding',
  'sfi',
  'ica',
  'pujapramudya',
  'aksara',
  'inovasiuntukbangsa',
  'alpha',
  'default',
  'diaksara',
  'bharabas',
  'ruangcipta',
  'elevaite',
] as const satisfies readonly LandingFamily[]

/**
 * Further keys of SPEC §2 with a meaning of their own (docs/decisions/0005-comingsoon-and-none.md):
 * - `comingsoon`: the site is not open yet; its home is a coming-soon page with the brand and a
 *   notify-me form (its own family and chunk);
 * - `none`: "no layout chosen", the same as a missing layout, so SPEC §9's default layout (`demo`)
 *   applies. It is not an unknown key (those get `default`): the key is listed in SPEC §2 and
 *   says the tenant has picked nothing.
 */
export const COMING_SOON_LAYOUT = 'comingsoon'
export const NO_LAYOUT = 'none'

/** Pattern keys: `<prefix><product>` picks the family named by the prefix. */
export const PATTERN_FAMILIES = ['ai', 'belajar', 'wujud', 'beasiswa'] as const

/**
 * Every family in the order of the landing loaders (sites/landings/index.ts): the browser loads its
 * landing by position, so the loader table carries no layout key (tests/unit/landings.test.ts
 * checks the two orders agree).
 */
export const LANDING_FAMILIES = [
  ...LANDING_KEYS,
  ...PATTERN_FAMILIES,
  'comingsoon',
] as const satisfies readonly LandingFamily[]

export interface Landing {
  family: LandingFamily
  /** The product name of a pattern key (`belajarbersama` → `bersama`), else null. */
  product: string | null
  /** The family's position in `LANDING_FAMILIES`: which loader the browser runs. */
  chunk: number
}

function landing(family: LandingFamily, product: string | null = null): Landing {
  return { family, product, chunk: LANDING_FAMILIES.indexOf(family) }
}

const LITERAL = new Set<string>(LANDING_KEYS)

/**
 * The landing a layout key selects (SPEC §2): literal keys map to themselves, pattern keys to their
 * family with the product name, a missing layout or `none` to `demo`, `comingsoon` to the
 * coming-soon page, anything else to `default`. The
 * `alkademi` landing is skipped on the route named Pesilat.
 */
export function landingFor(layout: string | null | undefined, routeName?: string): Landing {
  const given = layout?.trim()
  const key = !given || given === NO_LAYOUT ? DEFAULT_LAYOUT : given
  if (key === COMING_SOON_LAYOUT) return landing('comingsoon')
  if (key === 'alkademi' && routeName === 'Pesilat') return landing('default')
  if (LITERAL.has(key)) return landing(key as LandingFamily)
  for (const prefix of PATTERN_FAMILIES) {
    if (key.startsWith(prefix) && key.length > prefix.length && /^[a-z0-9-]+$/.test(key)) {
      return landing(prefix, key.slice(prefix.length))
    }
  }
  return landing('default')
}
