import { describe, expect, it } from 'vitest'
import { DEFAULT_HSTS, hstsValue, securityHeaders } from '../../renderer/headers'
import { gatewayStatus } from '../../renderer/upstream'

describe('Strict-Transport-Security setting', () => {
  it('is on by default in production only, and RENDERER_HSTS overrides it', () => {
    expect(hstsValue({ NODE_ENV: 'production' })).toBe(DEFAULT_HSTS)
    expect(hstsValue({})).toBeNull()
    expect(hstsValue({ NODE_ENV: 'production', RENDERER_HSTS: 'off' })).toBeNull()
    expect(hstsValue({ RENDERER_HSTS: 'on' })).toBe(DEFAULT_HSTS)
    expect(hstsValue({ RENDERER_HSTS: 'max-age=300' })).toBe('max-age=300')
    expect(securityHeaders([], 'max-age=300')['Strict-Transport-Security']).toBe('max-age=300')
    expect(securityHeaders([])['Strict-Transport-Security']).toBeUndefined()
  })
})

describe('gateway status of a failed render', () => {
  it('is 503 when a breaker refused, 504 for a time-out, 502 otherwise, null without a backend failure', () => {
    expect(gatewayStatus({ outcomes: [] })).toBeNull()
    expect(gatewayStatus({ outcomes: ['refused', 'timeout'] })).toBe(503)
    expect(gatewayStatus({ outcomes: ['http', 'timeout'] })).toBe(504)
    expect(gatewayStatus({ outcomes: ['network'] })).toBe(502)
    expect(gatewayStatus({ outcomes: ['schema'] })).toBe(502)
  })
})
