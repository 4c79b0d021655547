import type { PageContextServer } from 'vike/types'
import { useGallery } from '../../api/posts'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { galleryParams } from '../../features/posts/gallery/params'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [useGallery.query(site.tenant.key, galleryParams({}))])
  return { fallback }
}
