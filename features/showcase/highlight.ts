import { METAMORFOSA } from '../../content/metamorfosa'
import type { SiteRuntime } from '../../sites/runtime'
import { driveImage } from './media'

/** The fixed highlight image (SPEC §2): the CMS's per-route image when set, else ours. */
export function highlightImage(site: Pick<SiteRuntime, 'api' | 'settings'>): string {
  return site.settings?.images?.[METAMORFOSA.settingsImageKey] || driveImage(site, METAMORFOSA.highlightImage)
}
