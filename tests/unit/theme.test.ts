import { describe, expect, it } from 'vitest'
import { TENANTS } from '../../sites/registry'
import {
  AA_TEXT,
  DEFAULT_THEME,
  contrast,
  luminance,
  mergeTheme,
  shadeForWhiteText,
  textOn,
  themeVariables,
} from '../../sites/theme'

describe('contrast', () => {
  it('follows WCAG 2.x: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5)
    expect(contrast('#2096C4', '#2096C4')).toBeCloseTo(1, 5)
    expect(luminance('#ffffff')).toBeCloseTo(1, 5)
  })

  it('finds the SPEC §9 default primary too light for white text (3.4:1)', () => {
    expect(contrast('#ffffff', DEFAULT_THEME.primary)).toBeCloseTo(3.4, 1)
  })
})

describe('shadeForWhiteText', () => {
  it('keeps a colour that already passes', () => {
    expect(shadeForWhiteText('#212529')).toBe('#212529')
    expect(shadeForWhiteText('#7B2CBF')).toBe('#7b2cbf')
  })

  it('darkens a failing colour just enough, keeping its hue', () => {
    const shade = shadeForWhiteText(DEFAULT_THEME.primary)
    expect(contrast('#ffffff', shade)).toBeGreaterThanOrEqual(AA_TEXT)
    expect(contrast('#ffffff', shade)).toBeLessThan(AA_TEXT + 0.3)
    // Blue stays the strongest channel.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(shade.slice(i, i + 2), 16)) as [number, number, number]
    expect(b).toBeGreaterThan(g)
    expect(g).toBeGreaterThan(r)
  })

  it('handles the palest colours (yellow, white)', () => {
    for (const c of ['#ffff00', '#ffffff', '#F2A541'])
      expect(contrast('#ffffff', shadeForWhiteText(c))).toBeGreaterThanOrEqual(AA_TEXT)
  })
})

describe('textOn', () => {
  it('picks the readable text colour for a raw brand colour', () => {
    expect(textOn('#F2A541')).not.toBe('#ffffff')
    expect(textOn('#212529')).toBe('#ffffff')
    for (const c of ['#2096C4', '#F2A541', '#3A86FF', '#11cdef', '#777777'])
      expect(contrast(textOn(c), c)).toBeGreaterThanOrEqual(AA_TEXT)
  })
})

describe('themeVariables', () => {
  it('gives every tenant text colours that pass AA on white and under white text', () => {
    for (const tenant of TENANTS) {
      const v = themeVariables(tenant.theme)
      for (const name of ['--clr-primary', '--clr-secondary', '--clr-dark', '--clr-danger'])
        expect(contrast('#ffffff', v[name]!), `${tenant.key} ${name}`).toBeGreaterThanOrEqual(AA_TEXT)
      expect(contrast(v['--clr-on-brand-primary']!, tenant.theme.primary)).toBeGreaterThanOrEqual(AA_TEXT)
      expect(v['--clr-brand-primary']).toBe(tenant.theme.primary)
    }
  })

  it('applies the same rule to colours the CMS settings send', () => {
    const theme = mergeTheme(DEFAULT_THEME, { clr_primary: '#ffe066', clr_dark: '#cccccc' })
    const v = themeVariables(theme)
    expect(contrast('#ffffff', v['--clr-primary']!)).toBeGreaterThanOrEqual(AA_TEXT)
    expect(contrast('#ffffff', v['--clr-dark']!)).toBeGreaterThanOrEqual(AA_TEXT)
  })
})
