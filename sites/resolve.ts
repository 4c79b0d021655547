/**
 * Host → tenant: server side only (the renderer, tests), since it knows every tenant's domains.
 * The browser picks its landing with sites/layouts.ts, which knows no tenant.
 */
import { DEFAULT_LAYOUT } from './layouts'
import { TENANTS, getTenant, type Tenant } from './registry'

export { landingFor, type Landing } from './layouts'

const BY_DOMAIN = new Map<string, Tenant>()
for (const tenant of TENANTS) for (const domain of tenant.domains) BY_DOMAIN.set(domain, tenant)

/**
 * The tenant a request's `Host` header names: a configured domain, `<key>.localhost`, or bare
 * `localhost` / an IP address (the demo site). Anything else is unknown: `undefined`.
 */
export function tenantForHost(host: string | null | undefined): Tenant | undefined {
  if (!host) return undefined
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
  const known = BY_DOMAIN.get(hostname)
  if (known) return known
  if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]')
    return getTenant(DEFAULT_LAYOUT)
  return undefined
}
