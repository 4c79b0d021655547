import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadPostDetail } from '../../../features/posts/detailData'
import { idOnly, slugFirst } from '../../../features/posts/postRoute'
import { SECTIONS } from '../../../features/posts/sections'

/** `/Berita/{slug}` (slug, then a number as id) and `/Berita/Detail/{id?}/{title?}` (id; none → the list). */
export function data(pageContext: PageContextServer) {
  const params = pageContext.routeParams
  if (params.route === 'beritaDetailId') {
    if (!params.id) throw redirect('/Berita')
    return loadPostDetail(pageContext, SECTIONS.berita, idOnly('news', params.id))
  }
  return loadPostDetail(pageContext, SECTIONS.berita, slugFirst('news', params.slug))
}
