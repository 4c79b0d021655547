import type { PageContextServer } from 'vike/types'
import { usePost } from '../../../api/posts'
import { prefetch, requireItem } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'
import { newsParams } from './params'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const slug = pageContext.routeParams.slug ?? ''
  const {
    fallback,
    results: [result],
  } = await prefetch(site, [usePost.query(site.tenant.key, newsParams(slug))])
  requireItem(result, 'Berita')
  const post = result.data
  return {
    slug,
    fallback,
    meta: { title: post.title, description: post.summary || post.content, image: post.cover },
  }
}
