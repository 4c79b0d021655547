import { describe, expect, it } from 'vitest'
import { TENANTS } from '../../sites/registry'
import { visibleNav } from '../../shell/Header'
import {
  BRAND_STEPS,
  NAV_STEPS,
  brandFits,
  brandStep,
  itemsThatFit,
  navFit,
  type NavStep,
} from '../../shell/headerFit'

const order = (step: NavStep) => (step === 'never' ? Infinity : step)
const labelsOf = (tenant: (typeof TENANTS)[number]) => visibleNav(tenant.nav).map((item) => item.label)
const FOUNDATION_LABELS = ['Kelas', 'Program', 'Kampus', 'Pemerintah', 'Korporat', 'Portofolio', 'Blog']

describe('the brand on phones', () => {
  it('is whole from the step where the name fits at every wider width, never past the wide screen', () => {
    expect(brandStep('Alkademi', true)).toBe(320)
    const long = 'Alkademi Foundation'
    const step = brandStep(long, true)
    expect(step).not.toBe(320)
    expect(step).not.toBe('never')
    for (const width of [320, ...BRAND_STEPS])
      if (width >= (step as number)) expect(brandFits(long, width, true), `${width}`).toBe(true)
    expect(brandStep('W'.repeat(60), true)).toBe('never')
  })

  it('has more room without "Masuk" and "Daftar", and under 360 px where the logo tile gives way', () => {
    const name = 'Alkademi Foundation'
    expect(brandFits(name, 360, true)).toBe(false)
    expect(brandFits(name, 360, false)).toBe(true)
    expect(brandFits(name, 359, true)).toBe(true)
  })

  for (const tenant of TENANTS) {
    it(`${tenant.key}: "${tenant.name}" or its short name fits at every width from 320 px`, () => {
      const step = brandStep(tenant.name, tenant.signUp)
      expect(step, 'the name fits a wide screen').not.toBe('never')
      // A short name exactly where the whole one does not fit a 320 px header, and it fits there.
      expect(tenant.shortName !== null).toBe(step !== 320)
      if (tenant.shortName === null) return
      // Derived from the name, never invented: its leading words.
      expect(tenant.name.startsWith(`${tenant.shortName} `)).toBe(true)
      for (const width of [320, ...BRAND_STEPS].filter((w) => w < (step as number)))
        expect(brandFits(tenant.shortName, width, tenant.signUp), `${width} px`).toBe(true)
    })
  }
})

describe('the menu on wide screens', () => {
  it('counts more items as the width grows, and leaves room for "Lainnya" while some are left out', () => {
    const counts = NAV_STEPS.map((w) => itemsThatFit('Alkademi Foundation', FOUNDATION_LABELS, true, w))
    expect(counts).toEqual([...counts].sort((a, b) => a - b))
    expect(counts.at(-1)).toBeGreaterThan(0)
    expect(counts.at(-1)).toBeLessThan(FOUNDATION_LABELS.length)
    // Two short items fit whole with no "Lainnya"; the same two behind a longer name may not.
    expect(itemsThatFit('Radya', ['Kelas', 'Program'], true, 768)).toBe(2)
  })

  it('stands from the step where two items fit; each item from its own step; "Lainnya" until all fit', () => {
    const fit = navFit('Alkademi Foundation', FOUNDATION_LABELS, true)
    expect(fit.inline).not.toBe('never')
    expect(fit.items[0]).toBe(fit.inline)
    expect(fit.items[1]).toBe(fit.inline)
    expect(fit.items.map(order)).toEqual([...fit.items.map(order)].sort((a, b) => a - b))
    expect(fit.all).toBe(fit.items.at(-1))
    const short = navFit('Radya', ['Kelas', 'Program'], true)
    expect(short).toEqual({ inline: 768, items: [768, 768], all: 768 })
  })

  it('keeps the menu in ☰ where only one item would stand beside "Lainnya"', () => {
    const name = 'A'.repeat(40)
    const labels = ['Kelas', 'Program', 'Berita']
    const step = NAV_STEPS.find((w) => itemsThatFit(name, labels, true, w) === 1)
    expect(step).toBeDefined()
    expect(order(navFit(name, labels, true).inline)).toBeGreaterThan(step!)
  })

  for (const tenant of TENANTS.filter((t) => labelsOf(t).length > 0)) {
    it(`${tenant.key}: a desktop at 1024 px shows the menu's first items, not only ☰`, () => {
      const fit = navFit(tenant.name, labelsOf(tenant), tenant.signUp)
      expect(order(fit.inline)).toBeLessThanOrEqual(1024)
      expect(order(fit.items[0]!)).toBeLessThanOrEqual(1024)
    })
  }
})
