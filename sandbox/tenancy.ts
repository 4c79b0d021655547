/**
 * Which tenant a request belongs to, decided the way the production backend does it: by the access
 * token, which the backend issues for an `Origin` (`v1/authorizer/token/generate`), and by the tenant
 * id header the web app adds to its provider calls.
 *
 * Order, first match wins:
 * 1. A presented access token (`Authorization`) that the sandbox issued for a tenant: that tenant.
 *    A tenant id header naming another tenant is refused (403): a token never reads another site.
 * 2. The tenant id header (`X-Tenant-Id`): what the build, the server render and the browser send
 *    on every provider call (api/calls.ts).
 * 3. The `Origin` header: a configured domain of a tenant (config `siteDomains`, the web app's
 *    registry), `<key>.localhost`, or bare `localhost` / a loopback address (the default layout,
 *    `demo`), the same rules as sites/resolve.ts. Browsers send it on every cross-origin call, the
 *    build and the renderer send the tenant's own origin (sites/apiContext.ts); the hosted-database
 *    host, which gets no tenant header, is scoped by it.
 * Nothing of the three: the request names no site, and tenant data answers 400.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { SandboxConfig } from './config'
import type { Db } from './db'
import type { Catalogue } from './seed/catalogues'
import { catalogueOf } from './seed/clones'
import { presentedToken, tokenOwner } from './tokens'

export const TENANT_HEADER = 'X-Tenant-Id'
/** The layout a bare `localhost` serves (sites/layouts.ts DEFAULT_LAYOUT; the sandbox imports nothing of the app). */
export const LOCAL_DEFAULT_TENANT = 'demo'

/** The tenant whose site an origin (`https://host[:port]`) is; null when it is no known site. */
export function tenantForOrigin(origin: string | undefined, config: Pick<SandboxConfig, 'siteDomains'>) {
  if (!origin) return null
  let hostname: string
  try {
    const url = new URL(origin)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    hostname = url.hostname.toLowerCase().replace(/\.$/, '')
  } catch {
    return null
  }
  for (const [key, domains] of Object.entries(config.siteDomains))
    if (domains.some((d) => d.toLowerCase() === hostname)) return key
  if (hostname.endsWith('.localhost')) return hostname.slice(0, -'.localhost'.length) || null
  if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]')
    return LOCAL_DEFAULT_TENANT
  return null
}

export type TenantVerdict = { ok: true; tenant: string } | { ok: false; status: 400 | 403; message: string }

export async function resolveTenant(c: Context, db: Db, config: SandboxConfig): Promise<TenantVerdict> {
  const header = c.req.header(TENANT_HEADER)?.trim() || undefined
  const owner = await tokenOwner(db, presentedToken(c))
  if (owner?.tenant) {
    if (header && header !== owner.tenant)
      return { ok: false, status: 403, message: 'Token akses ini milik situs lain' }
    return { ok: true, tenant: owner.tenant }
  }
  if (header) return { ok: true, tenant: header }
  const byOrigin = tenantForOrigin(c.req.header('Origin'), config)
  if (byOrigin) return { ok: true, tenant: byOrigin }
  return {
    ok: false,
    status: 400,
    message: `Situs tidak dikenal: kirim token akses, header ${TENANT_HEADER} atau Origin situs`,
  }
}

const verdicts = new WeakMap<Request, TenantVerdict>()

/** Resolves every request's tenant once, before the routes (sandbox/app.ts). Never blocks by itself. */
export function tenancyMiddleware(db: Db, config: SandboxConfig): MiddlewareHandler {
  return async (c, next) => {
    verdicts.set(c.req.raw, await resolveTenant(c, db, config))
    return next()
  }
}

/**
 * The tenant of this request, for a route whose answer belongs to one. Without one (or with a token
 * of another site) the route answers 400/403 here: thrown, turned into the response by the app.
 */
export function tenantOf(c: Context): string {
  const verdict = verdicts.get(c.req.raw)
  if (verdict?.ok) return verdict.tenant
  const status = verdict?.status ?? 400
  const message = verdict && !verdict.ok ? verdict.message : 'Situs tidak dikenal'
  throw new HTTPException(status, { res: c.json({ status: false, message }, status) })
}

/** The tenant when the request names one, else null (calls that work without a site). */
export function optionalTenant(c: Context): string | null {
  const verdict = verdicts.get(c.req.raw)
  return verdict?.ok ? verdict.tenant : null
}

/** The catalogue this request reads: its tenant's, never another's. */
export function catalogue(c: Context): Catalogue {
  return catalogueOf(tenantOf(c))
}
