/**
 * The files each tenant's site root gets besides the pre-rendered pages, drawn from the registry
 * and the settings snapshot (name and colours): logo, favicon, share image (PNG: social networks
 * ignore SVG) and the offline page. One list for the build (written into `dist/<key>/`) and the dev
 * server (served from memory), so both serve the same site.
 */
import type { SiteSettings } from '../api/settings'
import { SHARE_IMAGE_PATH, logoSvg } from './logo'
import { offlinePageHtml } from './offlinePage'
import type { Tenant } from './registry'
import { shareImagePng } from './shareImage'
import { mergeTheme } from './theme'

export interface TenantFile {
  /** URL path, also the file name under the site root. */
  path: `/${string}`
  type: string
  body: string | Buffer
}

/** The tenant as its settings show it: the CMS title and colours over the registry's defaults. */
export function brandedTenant(tenant: Tenant, settings?: SiteSettings | null): Tenant {
  return { ...tenant, name: settings?.title || tenant.name, theme: mergeTheme(tenant.theme, settings?.css) }
}

export async function tenantFiles(tenant: Tenant, settings?: SiteSettings | null): Promise<TenantFile[]> {
  const branded = brandedTenant(tenant, settings)
  const logo = logoSvg(branded)
  return [
    { path: '/logo.svg', type: 'image/svg+xml', body: logo },
    { path: '/favicon.svg', type: 'image/svg+xml', body: logo },
    { path: SHARE_IMAGE_PATH, type: 'image/png', body: await shareImagePng(branded) },
    { path: '/offline.html', type: 'text/html; charset=utf-8', body: offlinePageHtml(tenant) },
  ]
}
