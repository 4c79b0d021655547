/**
 * The sandbox's generated covers (sandbox/routes/images.ts) read as their item's: the item's name as
 * written (no casing applied: "Liga SMK Coding" keeps its capitals, from a slug that has none) in the
 * colours of the site the item belongs to.
 */
import { describe, expect, it } from 'vitest'
import { coverSvg } from '../../sandbox/routes/images'
import { catalogueFor } from '../../sandbox/seed/catalogues'
import { CSS } from '../../sandbox/seed/settings'

describe('generated covers', () => {
  const league = catalogueFor('smkcoding').programs.find((p) => p.name === 'Liga SMK Coding')!

  it('show the item’s name as written, in its site’s colours', () => {
    const [, kind, file] = /^\/drive\/img\/([\w-]+)\/([\w-]+)\.svg$/.exec(league.cover!)!
    const svg = coverSvg(kind!, file!, {})
    expect(svg).toContain('>Liga SMK Coding<')
    expect(svg).toContain(`stop-color="${CSS.smkcoding!.clr_primary}"`)
  })

  it('take the registry’s brand colours for a site without CMS colours', () => {
    const klass = catalogueFor('jongkreatif').classes[0]!
    const [, kind, file] = /^\/drive\/img\/([\w-]+)\/([\w-]+)\.svg$/.exec(klass.logo!)!
    const svg = coverSvg(kind!, file!, { jongkreatif: { primary: '#123456', secondary: '#654321' } })
    expect(svg).toContain('stop-color="#123456"')
    expect(svg).toContain('stop-color="#654321"')
    expect(svg).toContain(`>${klass.name.replace(/&/g, '&#38;')}`.slice(0, 20))
  })

  it('put no text on a path no item uses', () => {
    expect(coverSvg('mentor', '7', {})).not.toContain('<tspan')
  })
})
