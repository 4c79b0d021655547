import type { PageContextServer } from 'vike/types'
import { loadPostDetail } from '../../../features/posts/detailData'
import { slugFirst } from '../../../features/posts/postRoute'
import { SECTIONS } from '../../../features/posts/sections'

export function data(pageContext: PageContextServer) {
  const params = pageContext.routeParams
  return loadPostDetail(pageContext, SECTIONS.tulisan, slugFirst('blog', params.slug))
}
