import { describe, expect, it } from 'vitest'
import { PARTNERS, partnersFor, wordmarkLogo } from '../../content/partners'

describe('sample partners (content/partners.ts)', () => {
  it('are visibly fictional and each has a generated SVG wordmark', () => {
    for (const p of PARTNERS) {
      expect(p.name).toMatch(/\b(Contoh|Sampel)\b/)
      expect(p.logo.startsWith('data:image/svg+xml,')).toBe(true)
      const svg = decodeURIComponent(p.logo.slice('data:image/svg+xml,'.length))
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 240 80"/)
    }
  })

  it('escapes the name inside the SVG', () => {
    const svg = decodeURIComponent(wordmarkLogo('A <b> & "c"', '#000').split(',')[1]!)
    expect(svg).not.toContain('<b>')
    expect(svg).toContain('&#60;b&#62;')
  })

  it('gives each audience page at least three, and none to /Training-Services', () => {
    for (const key of ['campus', 'clients', 'collaboration', 'corporates', 'government', 'network'] as const)
      expect(partnersFor(key).length).toBeGreaterThanOrEqual(3)
    expect(partnersFor('training')).toEqual([])
  })
})
