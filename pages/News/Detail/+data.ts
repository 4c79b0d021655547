import { unstable_serialize } from 'swr'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getPost, postKeys } from '../../../api/posts'
import { serverApiContext, siteOf } from '../../../shell/site'
import { newsParams } from './params'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const slug = pageContext.routeParams.slug ?? ''
  const params = newsParams(slug)
  const result = await getPost(serverApiContext(site), params)
  if (!result.status) {
    if (result.httpStatus === 404) throw render(404)
    throw render(500, result.message)
  }
  const post = result.data
  return {
    slug,
    fallback: { [unstable_serialize(postKeys.detail(site.tenant.key, params))]: result },
    meta: { title: post.title, description: post.summary || post.content, image: post.cover },
  }
}
