/**
 * Where the sandbox's central login (`/akun/login`) and payment gateway may send a visitor back: only
 * to an address registered for the tenant, as the real services promise (they keep a list of client
 * origins per site). The registered origins of a tenant are its configured domains (`https://`, the
 * web app's registry, config `siteDomains`) and, locally, `http://<key>.localhost:<port>` for each
 * port the web app is served on (config `sitePorts`; bare `http://localhost:<port>` too for the
 * default layout, as sites/resolve.ts reads it). Nothing else: not another loopback port (another
 * program on this machine), not another tenant's host, not a key the registry does not know.
 *
 * A return address is then either a SPEC §5 path (resolved on the tenant's first registered origin)
 * or an absolute address on one of those origins whose path passes SPEC §5 (`safeReturnUrl`:
 * userinfo, `//host` and the other open-redirect shapes are refused there).
 */
import { isInternalPath, safeReturnUrl } from './checkoutPage'
import type { SandboxConfig } from './config'
import { LOCAL_DEFAULT_TENANT } from './tenancy'

export type RegisteredSites = Pick<SandboxConfig, 'siteDomains' | 'sitePorts'>

const originOf = (address: string): string | null => {
  try {
    return new URL(address).origin
  } catch {
    return null
  }
}

/** The tenant's registered origins, its first configured domain first; none for an unknown key. */
export function registeredOrigins(tenant: string, sites: RegisteredSites): string[] {
  const domains = Object.hasOwn(sites.siteDomains, tenant) ? sites.siteDomains[tenant] : undefined
  if (!domains) return []
  const local = sites.sitePorts.flatMap((port) => [
    `http://${tenant}.localhost:${port}`,
    ...(tenant === LOCAL_DEFAULT_TENANT ? [`http://localhost:${port}`] : []),
  ])
  const origins = [...domains.map((d) => `https://${d}`), ...local].map(originOf)
  return [...new Set(origins.filter((o): o is string => o !== null))]
}

/** The address to send the visitor back to, or null when it is not registered for the tenant. */
export function registeredReturnUrl(
  value: string,
  tenant: string | null | undefined,
  sites: RegisteredSites,
): URL | null {
  if (!tenant || !value) return null
  const origins = registeredOrigins(tenant, sites)
  if (isInternalPath(value)) return safeReturnUrl(value, origins[0])
  const origin = originOf(value)
  return origin && origins.includes(origin) ? safeReturnUrl(value, origin) : null
}
