import { describe, expect, it } from 'vitest'
import { resolveApiConfig } from '../../api/context'
import { checkApiEnv, EnvError } from '../../api/env'

describe('configuration is checked at start (api/env.ts)', () => {
  it('names each wrong variable with what it must be', () => {
    const env = { API_BASE_URL: 'localhost:4000', APP_TOKEN_KEY: 'abc', API_AUTH_URL__SMKCODING: 'ftp://x' }
    expect(() => resolveApiConfig(env)).toThrow(EnvError)
    try {
      checkApiEnv(env)
    } catch (e) {
      const message = (e as Error).message
      expect(message).toContain('API_BASE_URL must be an absolute http(s) URL')
      expect(message).toContain('APP_TOKEN_KEY must be 64 hex digits')
      expect(message).toContain('API_AUTH_URL__SMKCODING must be an absolute http(s) URL')
    }
  })
  it('accepts good values and leaves unrelated variables alone', () => {
    const env = {
      API_BASE_URL: 'http://localhost:4000',
      APP_TOKEN_KEY: 'a'.repeat(64),
      API_CLIENT_SCOPES: 'public, classes:read',
      PATH: '/usr/bin',
      API_KEY_UNRELATED: 'whatever',
    }
    expect(() => checkApiEnv(env)).not.toThrow()
    expect(resolveApiConfig(env).hosts.services).toBe('http://localhost:4000/services')
  })
})
