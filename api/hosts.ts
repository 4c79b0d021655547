/**
 * Base addresses of the backend hosts of SPEC §7, from configuration.
 *
 * Each host is read from `API_<NAME>_URL`; failing that from `API_BASE_URL` plus the host's path
 * prefix (the sandbox serves every host under one origin that way); failing both, the default client
 * address of SPEC §7, `http://localhost:3000`. A tenant may override single hosts (`sites/`).
 */

export const HOST_NAMES = ['services', 'auth', 'api', 'ai', 'db', 'drive', 'log'] as const
export type HostName = (typeof HOST_NAMES)[number]
export type Hosts = Record<HostName, string>

/** Path prefix of each host under `API_BASE_URL` (the sandbox's layout). Click logs go to the provider services. */
export const HOST_PREFIX: Record<HostName, string> = {
  services: '/services',
  auth: '/auth',
  api: '/api',
  ai: '/ai',
  db: '/db',
  drive: '/drive',
  log: '/services',
}

export const FALLBACK_BASE_URL = 'http://localhost:3000'

type Env = Record<string, string | undefined>

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

export function resolveHosts(env: Env, overrides: Partial<Hosts> = {}): Hosts {
  const base = env.API_BASE_URL ? trimSlash(env.API_BASE_URL) : undefined
  const hosts = {} as Hosts
  for (const name of HOST_NAMES) {
    const own = overrides[name] ?? env[`API_${name.toUpperCase()}_URL`]
    hosts[name] = trimSlash(own ?? (base ? base + HOST_PREFIX[name] : FALLBACK_BASE_URL))
  }
  return hosts
}

/** Every distinct origin the hosts live on: the renderer's CSP `connect-src` allows exactly these. */
export function hostOrigins(hosts: Hosts): string[] {
  return [...new Set(Object.values(hosts).map((url) => new URL(url).origin))]
}
