/**
 * The files each tenant's site root gets besides the pre-rendered pages, drawn from the registry:
 * logo, favicon, share image and the offline page. One list for the build (written into
 * `dist/<key>/`) and the dev server (served from memory), so both serve the same site.
 */
import { logoSvg, shareImageSvg } from './logo'
import { offlinePageHtml } from './offlinePage'
import type { Tenant } from './registry'

export interface TenantFile {
  /** URL path, also the file name under the site root. */
  path: `/${string}`
  type: string
  body: string
}

export function tenantFiles(tenant: Tenant): TenantFile[] {
  const logo = logoSvg(tenant)
  return [
    { path: '/logo.svg', type: 'image/svg+xml', body: logo },
    { path: '/favicon.svg', type: 'image/svg+xml', body: logo },
    { path: '/og-image.svg', type: 'image/svg+xml', body: shareImageSvg(tenant) },
    { path: '/offline.html', type: 'text/html; charset=utf-8', body: offlinePageHtml(tenant) },
  ]
}
