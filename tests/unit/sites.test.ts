import { describe, expect, it } from 'vitest'
import { FURTHER_KEYS, LANDING_KEYS, TENANTS, getTenant, tenantKeys } from '../../sites/registry'
import { radioSource } from '../../sites/radio'
import { landingFor, tenantForHost } from '../../sites/resolve'
import { DEFAULT_THEME, mergeTheme } from '../../sites/theme'

describe('tenant registry', () => {
  it('holds the 40 layout keys: 22 literal landing keys, one site per pattern, 14 further keys', () => {
    expect(TENANTS).toHaveLength(40)
    for (const key of [...LANDING_KEYS, ...FURTHER_KEYS]) expect(getTenant(key), key).toBeDefined()
    for (const key of ['aipintar', 'belajarbersama', 'wujudmimpi', 'beasiswaunggul'])
      expect(getTenant(key), key).toBeDefined()
    expect(new Set(tenantKeys()).size).toBe(40)
  })

  it('gives the radio player to bharabas and dev.bharabas only', () => {
    // The programme the shell's player plays (sites/radio): the player itself is tested in
    // landings-radio.test.tsx, its presence per tenant in e2e/landings.spec.ts.
    expect(
      TENANTS.filter((t) => radioSource(t) !== null)
        .map((t) => t.key)
        .sort(),
    ).toEqual(['bharabas', 'dev.bharabas'])
  })

  it('uses SPEC §9 theme defaults unless a tenant overrides them, and language id', () => {
    expect(getTenant('demo')!.theme).toEqual(DEFAULT_THEME)
    expect(getTenant('smkcoding')!.theme.primary).toBe('#D7263D')
    expect(getTenant('smkcoding')!.theme.fontPrimary).toBe('Raleway')
    expect(TENANTS.every((t) => t.lang === 'id')).toBe(true)
  })
})

describe('host → tenant', () => {
  it('resolves every tenant by <key>.localhost, with or without port', () => {
    for (const key of tenantKeys()) {
      expect(tenantForHost(`${key}.localhost:3000`)?.key, key).toBe(key)
      expect(tenantForHost(`${key}.localhost`)?.key, key).toBe(key)
    }
  })
  it('resolves configured domains case-insensitively', () => {
    expect(tenantForHost('SMKCODING.ID')?.key).toBe('smkcoding')
    expect(tenantForHost('www.bharabas.id:443')?.key).toBe('bharabas')
    expect(tenantForHost('dev.bharabas.id')?.key).toBe('dev.bharabas')
  })
  it('maps bare localhost to demo and refuses unknown hosts', () => {
    expect(tenantForHost('localhost:3000')?.key).toBe('demo')
    expect(tenantForHost('127.0.0.1:3000')?.key).toBe('demo')
    expect(tenantForHost('evil.example.com')).toBeUndefined()
    expect(tenantForHost('')).toBeUndefined()
  })
})

describe('layout → landing', () => {
  it('maps every literal landing key to itself', () => {
    for (const key of LANDING_KEYS) expect(landingFor(key)).toMatchObject({ family: key, product: null })
  })
  it('maps pattern keys to their family with the product name', () => {
    expect(landingFor('belajarbersama')).toMatchObject({ family: 'belajar', product: 'bersama' })
    expect(landingFor('aipintar')).toMatchObject({ family: 'ai', product: 'pintar' })
    expect(landingFor('wujudmimpi')).toMatchObject({ family: 'wujud', product: 'mimpi' })
    expect(landingFor('beasiswaunggul')).toMatchObject({ family: 'beasiswa', product: 'unggul' })
  })
  it('uses default for unknown layouts and demo for a missing one', () => {
    expect(landingFor('sekolahbeta').family).toBe('default')
    expect(landingFor('ai').family).toBe('default')
    expect(landingFor(null).family).toBe('demo')
    expect(landingFor(undefined).family).toBe('demo')
    expect(landingFor('  ').family).toBe('demo')
  })
  it('reads `none` as no layout (demo) and `comingsoon` as the coming-soon page (decision 0005)', () => {
    expect(landingFor('none')).toMatchObject({ family: 'demo', product: null })
    expect(landingFor('comingsoon')).toMatchObject({ family: 'comingsoon', product: null })
    expect(landingFor('comingsoon', 'Pesilat').family).toBe('comingsoon')
  })
  it('skips the alkademi landing on the route named Pesilat only', () => {
    expect(landingFor('alkademi', 'Pesilat').family).toBe('default')
    expect(landingFor('alkademi', 'Home').family).toBe('alkademi')
    expect(landingFor('smkcoding', 'Pesilat').family).toBe('smkcoding')
  })
})

describe('theme merge', () => {
  it('takes valid CMS colours and fonts, ignores invalid ones', () => {
    const theme = mergeTheme(DEFAULT_THEME, {
      clr_primary: '#112233',
      clr_danger: 'red;}body{',
      ft_primary: 'Poppins',
    })
    expect(theme.primary).toBe('#112233')
    expect(theme.danger).toBe(DEFAULT_THEME.danger)
    expect(theme.fontPrimary).toBe('Poppins')
  })
})
