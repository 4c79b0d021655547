/**
 * The fonts a site may name in its settings' `css` (SPEC §3 `ft_primary` for headings,
 * `ft_secondary` for text; SPEC §9 defaults Raleway and Inter), and how a name becomes the CSS the
 * pages use. Every font here is self-hosted from its @fontsource package (no font CDN at run time),
 * Latin subset, per weight served (`FONT_WEIGHTS`) a core subset of what nearly every page draws
 * (scripts/fontSubsets.ts) and the Latin file for the rest of the range (shell/styles/fonts.css
 * declares exactly those faces; tests/unit/fonts.test.ts keeps the two in step).
 *
 * - A name the catalogue does not know falls back to the default of its role (Raleway for
 *   headings, Inter for text). The build says so with a console warning (scripts/release/tenant.ts
 *   via `fontWarnings`); the browser stays silent (a console error or warning there would be noise
 *   for visitors and fails e2e).
 * - No layout shift: every face is `font-display: optional` (a font that is late is skipped for that
 *   page view, never swapped in). The cores of the two faces the first screen needs most (the
 *   heading face at 800 and the text face at 400) are preloaded per tenant (pages/+onRenderHtml.ts),
 *   about 30 KB, and on most pages the only font files downloaded. The bold UI weights
 *   (nav 600, buttons 700) are local metric-matched faces (`LOCAL_BOLD_WEIGHTS`), and a served face
 *   that misses its window draws in `<Family> Fallback`: Arial or its metric twin Liberation Sans,
 *   with `size-adjust` and ascent/descent overrides, so the text takes the same room either way.
 */

export type FontRole = 'primary' | 'secondary'

export interface HostedFont {
  family: string
  /** The @fontsource package id: files are `<id>-latin-<weight>-normal.woff2`. */
  id: string
  /**
   * Metric overrides for the local fallback, per fallback weight (regular and bold), measured in
   * Chromium against Liberation Sans over a mixed Indonesian/English sample (advance width ratio;
   * ascent/descent of the web font divided by that ratio).
   */
  fallback: Record<'regular' | 'bold', { sizeAdjust: number; ascent: number; descent: number }>
}

export const HOSTED_FONTS: readonly HostedFont[] = [
  {
    family: 'Raleway',
    id: 'raleway',
    fallback: {
      regular: { sizeAdjust: 103.53, ascent: 90.8, descent: 22.22 },
      bold: { sizeAdjust: 101.59, ascent: 92.53, descent: 22.64 },
    },
  },
  {
    family: 'Inter',
    id: 'inter',
    fallback: {
      regular: { sizeAdjust: 106.67, ascent: 90.93, descent: 22.5 },
      bold: { sizeAdjust: 103.81, ascent: 93.44, descent: 23.12 },
    },
  },
  {
    family: 'Poppins',
    id: 'poppins',
    fallback: {
      regular: { sizeAdjust: 111.55, ascent: 94.12, descent: 31.37 },
      bold: { sizeAdjust: 108.16, ascent: 97.08, descent: 32.36 },
    },
  },
]

/**
 * The weights served as files: 400 (text) and 800 (headings), the two the first screen preloads.
 * The styles' other weights, 600 (navigation, labels) and 700 (buttons), are the family's own
 * faces too, but drawn from the local metric-matched bold (`src: local('Arial Bold')…` with the
 * family's overrides): a file for them would download before `load` on every first visit and
 * break the 60 KB font budget, for a difference in bold UI text only.
 */
export const FONT_WEIGHTS = [400, 800] as const
export const LOCAL_BOLD_WEIGHTS = [600, 700] as const

/** What the first screen draws most: headings (primary) at 800, text (secondary) at 400. */
export const PRELOADED_WEIGHTS: Record<FontRole, number> = { primary: 800, secondary: 400 }

export const DEFAULT_FONTS: Record<FontRole, string> = { primary: 'Raleway', secondary: 'Inter' }

const BY_NAME = new Map(HOSTED_FONTS.map((f) => [f.family.toLowerCase(), f]))

export interface ResolvedFont {
  font: HostedFont
  /** The name the settings gave, when it was not hosted and the default stands in for it. */
  unknown: string | null
}

/** The hosted font for a name (case and surrounding spaces ignored), else the role's default. */
export function resolveFont(name: string | null | undefined, role: FontRole): ResolvedFont {
  const wanted = name?.trim() ?? ''
  const hit = BY_NAME.get(wanted.toLowerCase())
  if (hit) return { font: hit, unknown: null }
  return { font: BY_NAME.get(DEFAULT_FONTS[role].toLowerCase())!, unknown: wanted || null }
}

/**
 * The CSS `font-family` value for a role: the hosted face, its metric-matched fallback, then the
 * system's. Unquoted: every hosted family name is plain CSS identifiers, and the value sits in the
 * shell's `style` attribute, where a quote would be written as `&#x27;`.
 */
export function fontStack(name: string | null | undefined, role: FontRole): string {
  const { family } = resolveFont(name, role).font
  return `${family}, ${family} Fallback, system-ui, sans-serif`
}

/** `raleway-latin-800-normal`: the stem of a face's file name (Vite adds a hash to the emitted file). */
export function fontFileStem(font: HostedFont, weight: number): string {
  return `${font.id}-latin-${weight}-normal`
}

/** `raleway-latin-800-normal-core`: the face cut to what nearly every page draws (scripts/fontSubsets.ts). */
export function coreFileStem(font: HostedFont, weight: number): string {
  return `${fontFileStem(font, weight)}-core`
}

/** The files a site preloads: the cores of its heading face at 800 and of its text face at 400. */
export function preloadStems(fonts: { fontPrimary: string; fontSecondary: string }): string[] {
  return [
    coreFileStem(resolveFont(fonts.fontPrimary, 'primary').font, PRELOADED_WEIGHTS.primary),
    coreFileStem(resolveFont(fonts.fontSecondary, 'secondary').font, PRELOADED_WEIGHTS.secondary),
  ]
}

/** Build-time warnings for font names the catalogue does not host (empty when all are known). */
export function fontWarnings(fonts: { fontPrimary: string; fontSecondary: string }, site: string): string[] {
  const out: string[] = []
  for (const [role, name] of [
    ['primary', fonts.fontPrimary],
    ['secondary', fonts.fontSecondary],
  ] as const) {
    const { font, unknown } = resolveFont(name, role)
    if (unknown)
      out.push(
        `[fonts] ${site}: font "${unknown}" (${role === 'primary' ? 'ft_primary' : 'ft_secondary'}) is not self-hosted; ` +
          `using ${font.family}. Hosted: ${HOSTED_FONTS.map((f) => f.family).join(', ')} (sites/fonts.ts).`,
      )
  }
  return out
}
