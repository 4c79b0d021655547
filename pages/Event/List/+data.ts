import type { PageContextServer } from 'vike/types'
import { usePostKindCategories, usePosts } from '../../../api/posts'
import { prefetch, renderTime } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'
import { eventCategoryParams, eventListParams } from '../params'

/** The first page without filters is baked into the HTML; `renderedAt` keeps "upcoming" stable through hydration. */
export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [
    usePosts.query(site.tenant.key, eventListParams({})),
    usePostKindCategories.query(site.tenant.key, eventCategoryParams),
  ])
  return { fallback, renderedAt: renderTime().toISOString() }
}
