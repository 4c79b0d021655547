/**
 * What one tenant's pages are rendered with: the registry entry, the API configuration (hosts may
 * be overridden per tenant), the settings snapshot taken at build time and the build id. The build
 * bakes it into every pre-rendered page; the renderer reads the same snapshot back from
 * `dist/<key>/site.json`.
 */
import { resolveApiConfig, type ApiConfig } from '../api/context'
import type { Hosts } from '../api/hosts'
import type { SiteSettings } from '../api/settings'
import { getTenant, type Tenant } from './registry'

export interface SiteRuntime {
  tenant: Tenant
  api: ApiConfig
  /** Settings as fetched at build time; null when the build could not have them. */
  settings: SiteSettings | null
  buildId: string
}

/** Per-tenant host overrides (configuration: `API_<HOST>_URL__<KEY>` wins for that tenant). */
function hostOverrides(key: string, env: Record<string, string | undefined>): Partial<Hosts> {
  const suffix = `__${key.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`
  const out: Partial<Hosts> = {}
  for (const name of ['services', 'auth', 'api', 'ai', 'db', 'drive', 'log'] as const) {
    const value = env[`API_${name.toUpperCase()}_URL${suffix}`]
    if (value) out[name] = value
  }
  return out
}

export function createSiteRuntime(
  key: string,
  env: Record<string, string | undefined>,
  settings: SiteSettings | null,
  buildId: string,
): SiteRuntime {
  const tenant = getTenant(key)
  if (!tenant) throw new Error(`Unknown tenant "${key}"`)
  return { tenant, api: resolveApiConfig(env, hostOverrides(key, env)), settings, buildId }
}
