import { describe, expect, it } from 'vitest'
import { trackingRefused } from '../../shell/analytics'
import { PROVIDER_SCRIPT_URL, analyticsCsp, analyticsScriptUrl } from '../../sites/analytics'
import { DEFAULT_ANALYTICS_ID, TENANTS, getTenant } from '../../sites/registry'

describe('analytics script address', () => {
  it('is local while the API is the local sandbox, so tests need no network', () => {
    expect(analyticsScriptUrl({}, 'http://localhost:4650/services')).toBe(
      'http://localhost:4650/analytics/gtag.js',
    )
  })
  it('is the provider in production, and configurable', () => {
    expect(analyticsScriptUrl({}, 'https://api.example.id/services')).toBe(PROVIDER_SCRIPT_URL)
    expect(
      analyticsScriptUrl({ ANALYTICS_SCRIPT_URL: 'https://cdn.example/g.js' }, 'http://localhost:4000'),
    ).toBe('https://cdn.example/g.js')
  })
  it('opens the CSP for exactly the script origin (and the provider’s hit hosts)', () => {
    expect(analyticsCsp('http://localhost:4650/analytics/gtag.js')).toEqual({
      script: ['http://localhost:4650'],
      connect: ['http://localhost:4650'],
    })
    expect(analyticsCsp(PROVIDER_SCRIPT_URL).connect).toContain('https://*.google-analytics.com')
    expect(analyticsCsp(undefined)).toEqual({ script: [], connect: [] })
  })
})

describe('measurement ids', () => {
  it('are the default for every layout but alkademi and smkcoding', () => {
    const own = TENANTS.filter((t) => t.analyticsId !== DEFAULT_ANALYTICS_ID).map((t) => t.key)
    expect(own.sort()).toEqual(['alkademi', 'smkcoding'])
    expect(getTenant('smkcoding')!.analyticsId).not.toBe(getTenant('alkademi')!.analyticsId)
  })
})

describe('Do Not Track', () => {
  const nav = (v: Partial<Navigator & { globalPrivacyControl: boolean }>) => v as Navigator
  it('is honoured in each form browsers use', () => {
    expect(trackingRefused(nav({ doNotTrack: '1' }))).toBe(true)
    expect(trackingRefused(nav({ doNotTrack: 'yes' }))).toBe(true)
    expect(trackingRefused(nav({ doNotTrack: null, globalPrivacyControl: true }))).toBe(true)
    expect(trackingRefused(nav({ doNotTrack: '0' }))).toBe(false)
    expect(trackingRefused(nav({ doNotTrack: null }))).toBe(false)
  })
})
