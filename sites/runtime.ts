/**
 * What one tenant's pages are rendered with: the registry entry, the API configuration (hosts may
 * be overridden per tenant), the settings snapshot taken at build time and the build id. The build
 * bakes it into every pre-rendered page; the renderer reads the same snapshot back from
 * `dist/<key>/site.json`.
 */
import { resolveApiConfig, type ApiConfig } from '../api/context'
import { HOST_NAMES, type Hosts } from '../api/hosts'
import { getSettings, type SiteSettings } from '../api/settings'
import { analyticsIdFor, analyticsScriptUrl } from './analytics'
import { apiContextFor } from './apiContext'
import { landingFor, type Landing } from './layouts'
import { getTenant, type Tenant } from './registry'

export { apiContextFor, siteOrigin } from './apiContext'

/** The route name the landing rule reads (SPEC §2: the alkademi landing is skipped on Pesilat). */
const PESILAT_ROUTE_NAME = 'Pesilat'

export interface SiteRuntime {
  tenant: Tenant
  api: ApiConfig
  /** Settings as fetched at build time; null when the build could not have them. */
  settings: SiteSettings | null
  buildId: string
  /** The page-view measurement id from configuration (sites/analytics.ts); null: no analytics. */
  analyticsId: string | null
  /** The page-view analytics script (sites/analytics.ts); unused without an id. */
  analyticsScriptUrl: string
  /**
   * The landings the snapshot's layout selects, resolved here on the server: the browser gets its
   * own landing and never the list of layout keys (sites/layouts.ts) it was chosen from.
   */
  landings: { home: Landing; pesilat: Landing }
  /** Whether the AI assistant (`/Chat`) is open on this site (`chatEnabled`). */
  chat: boolean
}

/**
 * Which sites open the AI assistant. SPEC §3's settings show no flag for it, so ours: every
 * `ai{product}` layout has it (the assistant is that product), and any other tenant whose settings
 * carry `aiAssistant: true` (a CMS field of ours; the settings schema passes unknown fields
 * through) may link to `/Chat` and use it. Everyone else gets a short "not available" note.
 */
export function chatEnabled(
  tenantKey: string,
  settings: { layout?: string | null; aiAssistant?: unknown } | null | undefined,
): boolean {
  if (settings?.aiAssistant === true) return true
  return landingFor(settings?.layout ?? tenantKey).family === 'ai'
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
  return {
    tenant,
    api,
    settings,
    buildId,
    analyticsId: analyticsIdFor(key, env),
    analyticsScriptUrl: analyticsScriptUrl(env, api.hosts.services),
    landings: {
      home: landingFor(settings?.layout, 'Home'),
      pesilat: landingFor(settings?.layout, PESILAT_ROUTE_NAME),
    },
    chat: chatEnabled(key, settings),
  }
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
  if (settings.status)
    return { site: createSiteRuntime(key, env, settings.data, buildId), settingsError: null }
  return {
    site: runtime,
    settingsError: `settings could not be fetched from ${runtime.api.hosts.services}: ${settings.message}`,
  }
}
