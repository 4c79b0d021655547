import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadPostDetail } from '../../../features/posts/detailData'
import { ALL_ARTICLES, SECTIONS } from '../../../features/posts/sections'

/**
 * `/Articles/{slug?}/Detail/{id?}/{title?}`: the article by id (`v1/post/detail`, SPEC: the id is
 * the fifth path segment); the category slug and title are not checked. No id → the category list.
 */
export function data(pageContext: PageContextServer) {
  const { slug, id } = pageContext.routeParams
  if (!id) throw redirect(`/Articles/${encodeURIComponent(slug ?? ALL_ARTICLES)}`)
  const refs = /^[1-9]\d{0,9}$/.test(id) ? [{ via: 'id' as const, params: { id: Number(id) } }] : []
  return loadPostDetail(pageContext, SECTIONS.articles, refs)
}
