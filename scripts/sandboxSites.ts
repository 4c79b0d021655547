/**
 * What the launchers tell the sandbox about the sites (the sandbox imports nothing of the app): each
 * tenant's display name for its CMS settings, its brand colours (the generated covers take them),
 * its domains, by which an `Origin` names a tenant, and which synthetic sites clone which tenant.
 */
import { TENANTS, displayNames, syntheticLayouts } from '../sites/registry'

export function sandboxSites(): {
  siteTitles: Record<string, string>
  siteDomains: Record<string, string[]>
  siteColours: Record<string, { primary: string; secondary: string }>
  siteLayouts: Record<string, string>
} {
  return {
    siteTitles: displayNames(),
    siteColours: Object.fromEntries(
      TENANTS.map((t) => [t.key, { primary: t.theme.primary, secondary: t.theme.secondary }]),
    ),
    siteDomains: Object.fromEntries(TENANTS.map((t) => [t.key, [...t.domains]])),
    siteLayouts: syntheticLayouts(),
  }
}
