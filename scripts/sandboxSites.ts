/**
 * What the launchers tell the sandbox about the sites (the sandbox imports nothing of the app): each
 * tenant's display name for its CMS settings, and its domains, by which an `Origin` names a tenant.
 */
import { TENANTS, displayNames } from '../sites/registry'

export function sandboxSites(): {
  siteTitles: Record<string, string>
  siteDomains: Record<string, string[]>
} {
  return {
    siteTitles: displayNames(),
    siteDomains: Object.fromEntries(TENANTS.map((t) => [t.key, [...t.domains]])),
  }
}
