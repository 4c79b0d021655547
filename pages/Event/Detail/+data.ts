import type { PageContextServer } from 'vike/types'
import { usePost } from '../../../api/posts'
import { summaryOf } from '../../../api/postSummary'
import { prefetch, renderTime, requireItem } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'
import { eventDetailParams } from '../../../features/events/params'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const slug = pageContext.routeParams.slug ?? ''
  const {
    fallback,
    results: [result],
  } = await prefetch(site, [usePost.query(site.tenant.key, eventDetailParams(slug))])
  requireItem(result, 'Acara')
  const post = result.data
  return {
    fallback,
    renderedAt: renderTime().toISOString(),
    meta: { title: post.title, description: summaryOf(post), image: post.cover },
  }
}
