/**
 * What one tenant's pages are rendered with: the registry entry, the API configuration (hosts may
 * be overridden per tenant), the settings snapshot taken at build time and the build id. The build
 * bakes it into every pre-rendered page; the renderer reads the same snapshot back from
 * `dist/<key>/site.json`.
 */
import { resolveApiConfig, type ApiConfig } from '../api/context'
import { HOST_NAMES, type Hosts } from '../api/hosts'
import { getSettings, type SiteSettings } from '../api/settings'
import { analyticsScriptUrl } from './analytics'
import { apiContextFor } from './apiContext'
import { getTenant, type Tenant } from './registry'

export { apiContextFor, siteOrigin } from './apiContext'

export interface SiteRuntime {
  tenant: Tenant
  api: ApiConfig
  /** Settings as fetched at build time; null when the build could not have them. */
  settings: SiteSettings | null
  buildId: string
  /** The page-view analytics script (sites/analytics.ts); the id is `tenant.analyticsId`. */
  analyticsScriptUrl: string
}

/** Per-tenant host overrides (configuration: `API_<HOST>_URL__<KEY>` wins for that tenant). */
function hostOverrides(key: string, env: Record<string, string | undefined>): Partial<Hosts> {
  const suffix = `__${key.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`
  const out: Partial<Hosts> = {}
  for (const name of HOST_NAMES) {
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
  const api = resolveApiConfig(env, hostOverrides(key, env))
  return { tenant, api, settings, buildId, analyticsScriptUrl: analyticsScriptUrl(env, api.hosts.services) }
}

/**
 * The runtime with the tenant's settings fetched now from its configured services host (the build
 * snapshot, or the dev server's). `settingsError` says why they are missing; the caller decides
 * whether that is fatal (the build) or not (dev shows the maintenance screen, as SPEC §4 wants).
 */
export async function loadSiteRuntime(
  key: string,
  env: Record<string, string | undefined>,
  buildId: string,
  timeoutMs = 15_000,
): Promise<{ site: SiteRuntime; settingsError: string | null }> {
  const runtime = createSiteRuntime(key, env, null, buildId)
  const settings = await getSettings({ ...apiContextFor(runtime), timeoutMs })
  if (settings.status) return { site: { ...runtime, settings: settings.data }, settingsError: null }
  return {
    site: runtime,
    settingsError: `settings could not be fetched from ${runtime.api.hosts.services}: ${settings.message}`,
  }
}
