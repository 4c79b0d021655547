import type { PageContextServer } from 'vike/types'
import { usePosts } from '../../api/posts'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { topicListParams } from '../../features/appointment/appointment'

/** The topic list is baked in, so the form is complete in the raw HTML. */
export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [usePosts.query(site.tenant.key, topicListParams)])
  return { fallback }
}
