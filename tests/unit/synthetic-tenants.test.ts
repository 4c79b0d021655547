import { describe, expect, it } from 'vitest'
import { registerClones, catalogueOf } from '../../sandbox/seed/clones'
import { catalogueFor } from '../../sandbox/seed/catalogues'
import { settingsFor } from '../../sandbox/seed/settings'
import { getTenant, tenantKeys } from '../../sites/registry'
import { CLONED_FAMILIES, syntheticCount, syntheticTenants } from '../../sites/synthetic'

describe('synthetic tenants (the scale bench)', () => {
  it('adds none unless SYNTHETIC_TENANTS asks: the registry keeps its 40', () => {
    expect(syntheticCount({})).toBe(0)
    expect(syntheticCount({ SYNTHETIC_TENANTS: ' ' })).toBe(0)
    expect(tenantKeys()).toHaveLength(40)
  })

  it('reads the count, and refuses what is not a whole number of sites with a clear message', () => {
    expect(syntheticCount({ SYNTHETIC_TENANTS: '360' })).toBe(360)
    expect(() => syntheticCount({ SYNTHETIC_TENANTS: 'banyak' })).toThrow(/whole number.*"banyak"/)
    expect(() => syntheticCount({ SYNTHETIC_TENANTS: '2.5' })).toThrow(/whole number/)
    expect(() => syntheticCount({ SYNTHETIC_TENANTS: '-3' })).toThrow(/negative/)
    expect(() => syntheticCount({ SYNTHETIC_TENANTS: '5000' })).toThrow(/at most/)
  })

  it('gives each site its own key, name, colours and example host, cloning existing tenants', () => {
    const sites = syntheticTenants(360)
    expect(sites[0]!.key).toBe('t001')
    expect(sites.at(-1)!.key).toBe('t360')
    for (const field of ['key', 'name', 'domain'] as const)
      expect(new Set(sites.map((s) => s[field])).size).toBe(360)
    expect(new Set(sites.map((s) => s.primary)).size).toBeGreaterThan(300)
    for (const s of sites) {
      expect(s.domain).toMatch(/^t\d{3}\.sekolah\.example$/)
      expect(s.primary).toMatch(/^#[0-9A-F]{6}$/)
      expect(getTenant(s.clonedFrom)).toBeDefined()
    }
    expect(new Set(sites.map((s) => s.clonedFrom))).toEqual(new Set(CLONED_FAMILIES))
  })

  it('the sandbox answers a clone with the family layout and a catalogue of its own name', () => {
    const [site] = syntheticTenants(2).slice(1)
    const titles = { [site!.key]: site!.name }
    registerClones({ [site!.key]: site!.clonedFrom }, titles)
    expect(settingsFor(site!.key, titles, { [site!.key]: site!.clonedFrom })).toMatchObject({
      title: site!.name,
      layout: site!.clonedFrom,
    })
    const catalogue = catalogueOf(site!.key)
    expect(catalogue.org).toBe(site!.name)
    expect(catalogue.tenants).toEqual([site!.key])
    expect(catalogue.classes.length).toBeGreaterThan(0)
    expect(catalogue.classes).toBe(catalogueFor(site!.clonedFrom).classes)
    // A site that clones nothing keeps its own (here: the empty catalogue of a new key).
    expect(catalogueOf('t999').classes).toEqual([])
  })
})
