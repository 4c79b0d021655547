import type { PageContextServer } from 'vike/types'
import { loadPostDetail } from '../../../features/posts/detailData'
import { slugOrIdWithTitle } from '../../../features/posts/postRoute'
import { SECTIONS } from '../../../features/posts/sections'

export function data(pageContext: PageContextServer) {
  const params = pageContext.routeParams
  return loadPostDetail(pageContext, SECTIONS.podcasts, slugOrIdWithTitle('podcast', params))
}
