/**
 * The tenant's API context and origin, for the browser as much as for the server: this module
 * must stay free of the registry (all tenants) and of configuration parsing, both server-only.
 */
import { memoryTokenStore, type ApiConfig, type ApiContext, type TokenStore } from '../api/context'
import type { Tenant } from './registry'

/**
 * The one way to get an `ApiContext` for a tenant: its hosts and token config, its key as tenant
 * id, and its site origin, sent as `Origin` by calls made from Node (browsers set it themselves).
 * The origin is the tenant's first configured production domain, else `http://<key>.localhost`.
 * Tokens default to a throw-away memory store (build, renderer); the browser passes its cookies.
 */
export function apiContextFor(
  site: { tenant: Pick<Tenant, 'key' | 'domains'>; api: ApiConfig },
  tokens?: TokenStore,
): ApiContext {
  return {
    ...site.api,
    tenantId: site.tenant.key,
    tokens: tokens ?? memoryTokenStore(),
    origin: siteOrigin(site.tenant),
  }
}

/** The tenant's canonical origin: its production domain (configuration), else its local address. */
export function siteOrigin(tenant: Pick<Tenant, 'key' | 'domains'>): string {
  const domain = tenant.domains[0]
  return domain ? `https://${domain}` : `http://${tenant.key}.localhost`
}
