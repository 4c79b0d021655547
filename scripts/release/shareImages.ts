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

/**
 * Pictures in flight at once: each is rasterised on the main thread and encoded on libuv's pool, so
 * a few at a time keep the encoder busy while the next is drawn.
 */
const IN_FLIGHT = 4

export async function writeShareImages(
  tenant: Tenant,
  settings: SiteSettings | null,
  siteRoot: string,
  cacheDir: string,
): Promise<ShareImagesOutcome> {
  const started = performance.now()
  const branded = brandedTenant(tenant, settings)
  const origin = canonicalOrigin(tenant, settings?.meta?.url)
  const wanted: { page: string; title: string }[] = []
  for (const file of listFiles(siteRoot)) {
    if (!file.endsWith('.html') || file === '404.html' || file === 'offline.html') continue
    const found = shareImageOfHtml(fs.readFileSync(path.join(siteRoot, file), 'utf8'), origin)
    if (found) wanted.push(found)
  }
  // Pages of one title share one picture: drawn once, however many pages name it.
  const byTitle = new Map<string, Promise<{ file: string; drawn: boolean }>>()
  let drawn = 0
  let next = 0
  const work = async () => {
    while (next < wanted.length) {
      const { page, title } = wanted[next++]!
      let image = byTitle.get(title)
      if (!image) {
        image = cachedPageShareImage(cacheDir, branded, title)
        byTitle.set(title, image)
        if ((await image).drawn) drawn++
      }
      const target = path.join(siteRoot, `og${page}.png`)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      linkOrCopy((await image).file, target)
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, work))
  return { images: wanted.length, drawn, ms: Math.round(performance.now() - started) }
}
