import { describe, expect, it } from 'vitest'
import { trackingRefused } from '../../shell/analytics'
import { PROVIDER_SCRIPT_URL, analyticsCsp, analyticsIdFor, analyticsScriptUrl } from '../../sites/analytics'
import { tenantKeys } from '../../sites/registry'
import { createSiteRuntime } from '../../sites/runtime'

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
  it('come from configuration only: none is written in the code', () => {
    for (const key of tenantKeys()) expect(createSiteRuntime(key, {}, null, 't').analyticsId, key).toBeNull()
  })
  it('are the tenant’s own variable, else the shared one', () => {
    const env = {
      ANALYTICS_ID: 'G-SHARED',
      ANALYTICS_ID__DEV_BHARABAS: 'G-DEV',
      ANALYTICS_ID__SMKCODING: ' ',
    }
    expect(analyticsIdFor('dev.bharabas', env)).toBe('G-DEV')
    expect(analyticsIdFor('smkcoding', env)).toBe('G-SHARED')
    expect(analyticsIdFor('demo', {})).toBeNull()
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
