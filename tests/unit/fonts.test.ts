import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_FONTS,
  FONT_WEIGHTS,
  HOSTED_FONTS,
  LOCAL_BOLD_WEIGHTS,
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
    expect(fontStack('Poppins', 'primary')).toBe("'Poppins', 'Poppins Fallback', system-ui, sans-serif")
    expect(fontStack('Nunito Sans', 'primary')).toBe("'Raleway', 'Raleway Fallback', system-ui, sans-serif")
    const v = themeVariables(
      mergeTheme(DEFAULT_THEME, { ft_primary: 'Nunito Sans', ft_secondary: 'poppins' }),
    )
    expect(v['--ft-primary']).toBe("'Raleway', 'Raleway Fallback', system-ui, sans-serif")
    expect(v['--ft-secondary']).toBe("'Poppins', 'Poppins Fallback', system-ui, sans-serif")
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

  it('preloads the heading face at 800 and the text face at 400 of the site', () => {
    expect(preloadStems(DEFAULT_THEME)).toEqual(['raleway-latin-800-normal', 'inter-latin-400-normal'])
    expect(preloadStems({ fontPrimary: 'Poppins', fontSecondary: 'Unknown' })).toEqual([
      'poppins-latin-800-normal',
      'inter-latin-400-normal',
    ])
  })
})

describe('self-hosted files (shell/styles/fonts.css)', () => {
  const faces = [...FONTS_CSS.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1]!)
  const webFaces = faces.filter((f) => /url\(/.test(f))

  it('declares one file per served weight (400, 800) for every hosted font, all `font-display: optional`', () => {
    const declared = webFaces.map((f) => /files\/([a-z-]+-latin-\d+-normal)\.woff2/.exec(f)?.[1]).sort()
    const wanted = HOSTED_FONTS.flatMap((font) => FONT_WEIGHTS.map((w) => fontFileStem(font, w))).sort()
    expect(declared).toEqual(wanted)
    for (const face of webFaces) expect(face).toContain('font-display: optional')
    for (const stem of wanted) {
      const id = stem.split('-')[0]!
      expect(fs.existsSync(path.join(ROOT, `node_modules/@fontsource/${id}/files/${stem}.woff2`)), stem).toBe(
        true,
      )
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

  it('keeps the preloaded fonts of any hosted pair within 60 KB', () => {
    const size = (stem: string) =>
      fs.statSync(path.join(ROOT, `node_modules/@fontsource/${stem.split('-')[0]}/files/${stem}.woff2`)).size
    for (const primary of HOSTED_FONTS)
      for (const secondary of HOSTED_FONTS) {
        const bytes = preloadStems({ fontPrimary: primary.family, fontSecondary: secondary.family })
          .map(size)
          .reduce((a, b) => a + b, 0)
        expect(bytes, `${primary.family}/${secondary.family}`).toBeLessThanOrEqual(60 * 1024)
      }
  })
})
