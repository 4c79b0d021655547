import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { usePost } from '../../../../api/posts'
import { summaryOf } from '../../../../api/postSummary'
import { prefetch, requireItem } from '../../../../shell/pageData'
import { siteOf } from '../../../../shell/site'
import { idFrom } from '../../../../features/events/program/programParams'
import { programPostParams } from '../../../../features/events/programPostParams'

/** The post by id; the slug segment is optional and may be stale. */
export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const id = idFrom(pageContext.routeParams.id)
  if (id === null) throw render(404)
  const {
    fallback,
    results: [result],
  } = await prefetch(site, [usePost.query(site.tenant.key, programPostParams(id))])
  requireItem(result, 'Program')
  const post = result.data
  return {
    fallback,
    meta: { title: post.title, description: summaryOf(post), image: post.cover },
  }
}
