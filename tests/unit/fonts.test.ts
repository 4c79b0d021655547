import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  CORE_UNICODE_RANGE,
  LATIN_UNICODE_RANGE,
  REST_UNICODE_RANGE,
  SUBSET_DIR,
  codePoints,
  subtractUnicodeRange,
  writeFontSubsets,
} from '../../scripts/fontSubsets'
import {
  DEFAULT_FONTS,
  FONT_WEIGHTS,
  HOSTED_FONTS,
  LOCAL_BOLD_WEIGHTS,
  coreFileStem,
  fontFileStem,
  fontStack,
  fontWarnings,
  preloadStems,
  resolveFont,
} from '../../sites/fonts'
import { DEFAULT_THEME, mergeTheme, themeVariables } from '../../sites/theme'

const ROOT = path.resolve(import.meta.dirname, '../..')
const FONTS_CSS = fs.readFileSync(path.join(ROOT, 'shell/styles/fonts.css'), 'utf8')

describe('font resolution', () => {
  it('finds a hosted font by name, whatever its case and spacing', () => {
    expect(resolveFont('Poppins', 'primary')).toMatchObject({ font: { family: 'Poppins' }, unknown: null })
    expect(resolveFont('  inter ', 'primary')).toMatchObject({ font: { family: 'Inter' }, unknown: null })
  })

  it('falls back to the role’s default (SPEC §9: Raleway headings, Inter text) and names what it replaced', () => {
    expect(resolveFont('Comic Neue', 'primary')).toMatchObject({
      font: { family: 'Raleway' },
      unknown: 'Comic Neue',
    })
    expect(resolveFont('Comic Neue', 'secondary')).toMatchObject({
      font: { family: 'Inter' },
      unknown: 'Comic Neue',
    })
    expect(resolveFont(undefined, 'secondary')).toMatchObject({ font: { family: 'Inter' }, unknown: null })
    expect(DEFAULT_FONTS).toEqual({
      primary: DEFAULT_THEME.fontPrimary,
      secondary: DEFAULT_THEME.fontSecondary,
    })
  })

  it('puts the metric-matched fallback right after the web font, and never an unhosted name', () => {
    expect(fontStack('Poppins', 'primary')).toBe('Poppins, Poppins Fallback, system-ui, sans-serif')
    expect(fontStack('Nunito Sans', 'primary')).toBe('Raleway, Raleway Fallback, system-ui, sans-serif')
    const v = themeVariables(
      mergeTheme(DEFAULT_THEME, { ft_primary: 'Nunito Sans', ft_secondary: 'poppins' }),
    )
    expect(v['--ft-primary']).toBe('Raleway, Raleway Fallback, system-ui, sans-serif')
    expect(v['--ft-secondary']).toBe('Poppins, Poppins Fallback, system-ui, sans-serif')
  })

  it('warns at build for each unknown name, and only then', () => {
    expect(fontWarnings({ fontPrimary: 'Raleway', fontSecondary: 'Inter' }, 'demo')).toEqual([])
    const [warning, ...rest] = fontWarnings(
      { fontPrimary: 'Nunito Sans', fontSecondary: 'Inter' },
      'dev.bharabas',
    )
    expect(rest).toEqual([])
    expect(warning).toContain('dev.bharabas')
    expect(warning).toContain('"Nunito Sans" (ft_primary)')
    expect(warning).toContain('using Raleway')
  })

  it('preloads the core of the heading face at 800 and of the text face at 400 of the site', () => {
    expect(preloadStems(DEFAULT_THEME)).toEqual([
      'raleway-latin-800-normal-core',
      'inter-latin-400-normal-core',
    ])
    expect(preloadStems({ fontPrimary: 'Poppins', fontSecondary: 'Unknown' })).toEqual([
      'poppins-latin-800-normal-core',
      'inter-latin-400-normal-core',
    ])
  })
})

describe('self-hosted files (shell/styles/fonts.css)', () => {
  const faces = [...FONTS_CSS.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1]!)
  const webFaces = faces.filter((f) => /url\(/.test(f))

  it('declares each served weight (400, 800) of every hosted font twice: its core subset and the Latin file for the rest', () => {
    const core = webFaces.map(
      (f) => /url\('\.\/fonts\/([a-z-]+-latin-\d+-normal-core)\.woff2'\)/.exec(f)?.[1],
    )
    const latin = webFaces.map((f) => /files\/([a-z-]+-latin-\d+-normal)\.woff2/.exec(f)?.[1])
    const weights = HOSTED_FONTS.flatMap((font) => FONT_WEIGHTS.map((w) => [font, w] as const))
    expect(core.filter(Boolean).sort()).toEqual(weights.map(([f, w]) => coreFileStem(f, w)).sort())
    expect(latin.filter(Boolean).sort()).toEqual(weights.map(([f, w]) => fontFileStem(f, w)).sort())
    webFaces.forEach((face, i) => {
      expect(face).toContain('font-display: optional')
      const range = /unicode-range:([^;]*);/.exec(face)?.[1]?.replace(/\s+/g, ' ').trim()
      expect(range).toBe(core[i] ? CORE_UNICODE_RANGE : REST_UNICODE_RANGE)
    })
    for (const [font, weight] of weights) {
      const stem = fontFileStem(font, weight)
      expect(
        fs.existsSync(path.join(ROOT, `node_modules/@fontsource/${font.id}/files/${stem}.woff2`)),
        stem,
      ).toBe(true)
    }
  })

  it('gives every hosted font a metric-matched local fallback (regular and bold)', () => {
    for (const font of HOSTED_FONTS) {
      const fallbacks = faces.filter((f) => f.includes(`'${font.family} Fallback'`))
      expect(fallbacks, font.family).toHaveLength(2)
      for (const f of fallbacks) {
        expect(f).toMatch(/src:\s*local\('Arial/)
        expect(f).toMatch(/size-adjust: \d+(\.\d+)?%/)
        expect(f).toMatch(/ascent-override: \d+(\.\d+)?%/)
      }
      expect(fallbacks[0]).toContain(`size-adjust: ${font.fallback.regular.sizeAdjust}%`)
      expect(fallbacks[1]).toContain(`size-adjust: ${font.fallback.bold.sizeAdjust}%`)
    }
  })

  it('draws the bold UI weights (600, 700) from the local metric-matched bold: no file to download', () => {
    for (const font of HOSTED_FONTS) {
      const bold = faces.filter((f) => f.includes(`font-family: '${font.family}';`) && !/url\(/.test(f))
      expect(bold, font.family).toHaveLength(1)
      expect(bold[0]).toContain(`font-weight: ${LOCAL_BOLD_WEIGHTS.join(' ')};`)
      expect(bold[0]).toMatch(/src:\s*local\('Arial Bold'\)/)
      expect(bold[0]).toContain(`size-adjust: ${font.fallback.bold.sizeAdjust}%`)
    }
  })

  it('keeps the preloaded fonts of any hosted pair within 32 KB, each core smaller than its Latin file', async () => {
    await writeFontSubsets(ROOT)
    const size = (file: string) => fs.statSync(path.join(ROOT, file)).size
    for (const font of HOSTED_FONTS)
      for (const weight of FONT_WEIGHTS) {
        const core = size(`${SUBSET_DIR}/${coreFileStem(font, weight)}.woff2`)
        const latin = size(`node_modules/@fontsource/${font.id}/files/${fontFileStem(font, weight)}.woff2`)
        expect(core, coreFileStem(font, weight)).toBeLessThan(latin * 0.7)
      }
    for (const primary of HOSTED_FONTS)
      for (const secondary of HOSTED_FONTS) {
        const bytes = preloadStems({ fontPrimary: primary.family, fontSecondary: secondary.family })
          .map((stem) => size(`${SUBSET_DIR}/${stem}.woff2`))
          .reduce((a, b) => a + b, 0)
        expect(bytes, `${primary.family}/${secondary.family}`).toBeLessThanOrEqual(32 * 1024)
      }
  })
})

describe('unicode ranges of the core subsets (scripts/fontSubsets.ts)', () => {
  const points = (range: string) => new Set(codePoints(range))

  it('splits the Latin range into the core and the rest, with nothing lost or drawn twice', () => {
    const latin = points(LATIN_UNICODE_RANGE)
    const core = points(CORE_UNICODE_RANGE)
    const rest = points(REST_UNICODE_RANGE)
    expect([...core].every((c) => latin.has(c) && !rest.has(c))).toBe(true)
    expect(core.size + rest.size).toBe(latin.size)
  })

  it('covers what Indonesian pages draw: ASCII, the no-break space, typographic quotes, dashes, the ellipsis and the page links’ ‹ ›', () => {
    const core = points(CORE_UNICODE_RANGE)
    for (const c of ' AZaz09Rp.,:;!?()[]/&%@#\u00a0\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2039\u203a')
      expect(core.has(c.codePointAt(0)!), c).toBe(true)
    expect(core.has('é'.codePointAt(0)!)).toBe(false)
  })

  it('subtracts ranges at their edges', () => {
    expect(subtractUnicodeRange('U+0000-00FF', 'U+0020-007E')).toBe('U+0000-001F, U+007F-00FF')
    expect(subtractUnicodeRange('U+2000-206F', 'U+2013-2014, U+2026')).toBe(
      'U+2000-2012, U+2015-2025, U+2027-206F',
    )
    expect(subtractUnicodeRange('U+20AC', 'U+20AC')).toBe('')
  })
})
