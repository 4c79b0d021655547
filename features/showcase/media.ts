/**
 * Content images (content/*.ts) are paths on the drive host, the home of uploaded media; each
 * tenant's drive host comes from its API configuration (api/hosts.ts).
 */
import { useSite } from '../../shell/site'
import type { SiteRuntime } from '../../sites/runtime'

export function driveImage(site: Pick<SiteRuntime, 'api'>, path: string): string {
  if (/^(https?:)?\/\//.test(path)) return path
  return `${site.api.hosts.drive}/${path.replace(/^\/+/, '')}`
}

export function useDriveImage(): (path: string) => string {
  const site = useSite()
  return (path) => driveImage(site, path)
}
