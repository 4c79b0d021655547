/**
 * Everything a call needs to know about where it runs. Passed explicitly (not a module global)
 * because the renderer serves many tenants from one process.
 */
import { checkApiEnv } from './env'
import { resolveHosts, type Hosts } from './hosts'
import type { AppTokenConfig } from './token'

export interface ClientCredentials {
  id: string
  secret: string
  scopes: string[]
}

/** Where the access token lives: cookies in the browser, nothing during pre-rendering. */
export interface TokenStore {
  getAccessToken(): string | undefined
  getGuestToken(): string | undefined
  setGuestToken(token: string): void
  setClientToken(token: string): void
  clear(): void
}

export interface ApiConfig {
  hosts: Hosts
  appToken: AppTokenConfig
  client: ClientCredentials
}

export interface ApiContext extends ApiConfig {
  /** The layout key, sent as the tenant id header by the calls that need it. */
  tenantId: string
  /** The site's origin; sent as `Origin` where the runtime lets us (Node). Browsers set it themselves. */
  origin?: string
  tokens?: TokenStore
  timeoutMs?: number
  fetch?: typeof fetch
}

export const DEFAULT_TIMEOUT_MS = 10_000

/** Public, non-secret defaults (see token.ts): a deployment overrides them through the environment. */
export function resolveApiConfig(
  env: Record<string, string | undefined>,
  hostOverrides?: Partial<Hosts>,
): ApiConfig {
  checkApiEnv(env)
  return {
    hosts: resolveHosts(env, hostOverrides),
    appToken: {
      code: env.APP_TOKEN_CODE ?? 'alkademi-web',
      keyHex: env.APP_TOKEN_KEY ?? '6b1f0c9a3d2e4f5a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c',
    },
    client: {
      id: env.API_CLIENT_ID ?? 'web-public',
      secret: env.API_CLIENT_SECRET ?? 'web-public-secret',
      scopes: (env.API_CLIENT_SCOPES ?? 'public')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    },
  }
}

/** The guest token and, when someone signed in, the client token (the access token differs). */
export function tokensOf(tokens: TokenStore): { guest?: string; client?: string } {
  const guest = tokens.getGuestToken()
  const access = tokens.getAccessToken()
  return { guest, client: access !== guest ? access : undefined }
}

/** A context for memory-only use (tests, Node scripts): tokens live in a plain object. */
export function memoryTokenStore(): TokenStore {
  let guest: string | undefined
  let client: string | undefined
  return {
    getAccessToken: () => client ?? guest,
    getGuestToken: () => guest,
    setGuestToken: (t) => (guest = t),
    setClientToken: (t) => (client = t),
    clear: () => {
      guest = undefined
      client = undefined
    },
  }
}
