import type { PageContextServer } from 'vike/types'
import { loadPostDetail } from '../../_posts/detailData'
import { slugOrIdWithTitle } from '../../_posts/postRoute'
import { SECTIONS } from '../../_posts/sections'

export function data(pageContext: PageContextServer) {
  const params = pageContext.routeParams
  return loadPostDetail(pageContext, SECTIONS.news, slugOrIdWithTitle('news', params))
}
