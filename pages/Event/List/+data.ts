import type { PageContextServer } from 'vike/types'
import { usePostKindCategories, usePosts } from '../../../api/posts'
import { prefetch, renderTime } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'
import { eventCard } from '../../../features/listPayload/cardFields'
import { slimList } from '../../../features/listPayload/slimList'
import { eventCategoryParams, eventListParams } from '../../../features/events/params'

/** The first page without filters is baked into the HTML (as the cards read it); `renderedAt` keeps "upcoming" stable through hydration. */
export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [
    slimList(usePosts.query(site.tenant.key, eventListParams({})), eventCard),
    usePostKindCategories.query(site.tenant.key, eventCategoryParams),
  ])
  return { fallback, renderedAt: renderTime().toISOString() }
}
