/**
 * Host → tenant, and layout → landing family. Pure functions, shared by the build, the renderer and
 * the browser.
 */
import {
  DEFAULT_LAYOUT,
  LANDING_KEYS,
  PATTERN_FAMILIES,
  TENANTS,
  getTenant,
  type LandingFamily,
  type Tenant,
} from './registry'

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

export interface Landing {
  family: LandingFamily
  /** The product name of a pattern key (`belajarbersama` → `bersama`), else null. */
  product: string | null
}

const LITERAL = new Set<string>(LANDING_KEYS)

/**
 * The landing a layout key selects (SPEC §2): literal keys map to themselves, pattern keys to their
 * family with the product name, a missing layout to `demo`, anything else to `default`. The
 * `alkademi` landing is skipped on the route named Pesilat.
 */
export function landingFor(layout: string | null | undefined, routeName?: string): Landing {
  const key = layout?.trim() || DEFAULT_LAYOUT
  if (key === 'alkademi' && routeName === 'Pesilat') return { family: 'default', product: null }
  if (LITERAL.has(key)) return { family: key as LandingFamily, product: null }
  for (const prefix of PATTERN_FAMILIES) {
    if (key.startsWith(prefix) && key.length > prefix.length && /^[a-z0-9-]+$/.test(key)) {
      return { family: prefix, product: key.slice(prefix.length) }
    }
  }
  return { family: 'default', product: null }
}
