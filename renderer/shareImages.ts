/**
 * Share images of entry paths, drawn on request: `/og/<path>.png` for a server-rendered page whose
 * head names it (shell/meta.ts `shareImage`). The page is rendered (through the render micro-cache,
 * so a crawler fetching the page and then its image costs one render), its title read from its
 * head, and the PNG drawn with the tenant's brand (sites/shareImage.ts, as the build draws the
 * pre-rendered pages' ones, scripts/release/shareImages.ts).
 *
 * Drawing takes a tenth of a second or more, so images are kept in memory by what they depend on
 * (title, brand, fonts: `pageShareImageKey`), least recently used out first within `maxBytes`: an
 * item whose title changes gets a new image, one that does not is drawn once per process.
 */
import { canonicalOrigin } from '../shell/meta'
import type { SiteRuntime } from '../sites/runtime'
import { pageShareImageKey, pageShareImagePng } from '../sites/shareImage'
import { brandedTenant } from '../sites/tenantFiles'
import { ByteLru, type ByteLruStats } from './byteLru'
import { shareImageOfHtml } from './shareImageOfHtml'

export class ShareImageCache {
  private readonly images: ByteLru<Buffer>
  /** Pictures being drawn: a burst of requests for one page draws it once. */
  private readonly drawing = new Map<string, Promise<Buffer>>()

  /** `maxBytes`, keys included: part of the renderer's memory budget (renderer/server.ts). */
  constructor(maxBytes = 16 * 1024 * 1024) {
    this.images = new ByteLru(maxBytes, (png) => png.length)
  }

  stats(): ByteLruStats {
    return this.images.stats()
  }

  /** The page's image, or null when the rendered page names no image of its own at this path. */
  async image(site: SiteRuntime, page: string, html: string): Promise<Buffer | null> {
    const origin = canonicalOrigin(site.tenant, site.settings?.meta?.url)
    const found = shareImageOfHtml(html, origin)
    if (!found || found.page !== page) return null
    const tenant = brandedTenant(site.tenant, site.settings)
    const key = pageShareImageKey(tenant, found.title)
    const hit = this.images.get(key)
    if (hit) return hit
    const pending = this.drawing.get(key)
    if (pending) return pending
    const drawing = pageShareImagePng(tenant, found.title).finally(() => this.drawing.delete(key))
    this.drawing.set(key, drawing)
    const png = await drawing
    this.images.set(key, png)
    return png
  }
}
