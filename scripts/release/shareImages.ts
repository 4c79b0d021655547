/**
 * The share images of a tenant's pre-rendered pages: every page whose head points `og:image` at its
 * own `/og/<path>.png` (shell/meta.ts `shareImage`: no raster picture of its own) gets that PNG,
 * its title (the head's `og:image:alt`) on the site's brand. Entry paths get theirs from the
 * renderer on request (renderer/shareImages.ts).
 *
 * Drawing is the cost (a tenth of a second or more a page), so drawn images are kept in a folder
 * named by what they depend on (sites/shareImage.ts `cachedPageShareImage`), shared by tenants and
 * builds: a rebuild draws only the pages whose title or brand changed and links the rest.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { SiteSettings } from '../../api/settings'
import { canonicalOrigin } from '../../shell/meta'
import type { Tenant } from '../../sites/registry'
import { cachedPageShareImage } from '../../sites/shareImage'
import { brandedTenant } from '../../sites/tenantFiles'
import { shareImageOfHtml } from '../../renderer/shareImageOfHtml'
import { linkOrCopy, listFiles } from './tree'

export interface ShareImagesOutcome {
  images: number
  drawn: number
  ms: number
}

export function writeShareImages(
  tenant: Tenant,
  settings: SiteSettings | null,
  siteRoot: string,
  cacheDir: string,
): ShareImagesOutcome {
  const started = performance.now()
  const branded = brandedTenant(tenant, settings)
  const origin = canonicalOrigin(tenant, settings?.meta?.url)
  let images = 0
  let drawn = 0
  for (const file of listFiles(siteRoot)) {
    if (!file.endsWith('.html') || file === '404.html' || file === 'offline.html') continue
    const found = shareImageOfHtml(fs.readFileSync(path.join(siteRoot, file), 'utf8'), origin)
    if (!found) continue
    const image = cachedPageShareImage(cacheDir, branded, found.title)
    const target = path.join(siteRoot, `og${found.page}.png`)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    linkOrCopy(image.file, target)
    images++
    if (image.drawn) drawn++
  }
  return { images, drawn, ms: Math.round(performance.now() - started) }
}
