/**
 * Catalogues of cloned sites: a site the launcher says is a clone of another (config `siteLayouts`,
 * the web app's synthetic tenants for the scale bench) is answered with a copy of that site's
 * catalogue under its own key and organisation name, so a clone has classes, posts and programs to
 * render like the site it copies. The items are the source's own (same ids and texts): enough to
 * measure a provider with hundreds of sites, not an isolated catalogue.
 */
import { catalogueFor, type Catalogue } from './catalogues'

const clones = new Map<string, Catalogue>()

/** Registers every clone of `layouts` (site → the site it clones); idempotent. */
export function registerClones(layouts: Record<string, string>, titles: Record<string, string>): void {
  for (const [key, source] of Object.entries(layouts)) {
    if (clones.has(key) || key === source) continue
    const of = catalogueFor(source)
    clones.set(key, { ...of, key, tenants: [key], org: titles[key] ?? key })
  }
}

/** The catalogue a tenant is answered with: its clone's when it is one, else its own. */
export function catalogueOf(tenant: string): Catalogue {
  return clones.get(tenant) ?? catalogueFor(tenant)
}
