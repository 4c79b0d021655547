/**
 * Which post a detail address names, as the API calls to try in order (pure, unit-tested).
 *
 * The rule for routes that overlap on one segment (`/News/{slug}` and `/News/{id}/{title?}`; the
 * same for Podcasts; `/Berita/{slug}`; `/Tulisan-Temans/{slug}`): one segment is a slug; when no
 * post has that slug and the segment is a number, it is the post's id. Two segments are always
 * id + title. Id routes (`/Blog/{id}`, `/Berita/Detail/{id}`, `/Articles/…/Detail/{id}`) take a
 * number as the id; `/Blog/{slug}` (SPEC entry path blog/{slug}) falls back to the slug. A title
 * tail is never checked: old links keep working after a rename.
 */
import type { PostByIdParams, PostDetailParams } from '../../api/posts'

export type PostRef = { via: 'kind'; params: PostDetailParams } | { via: 'id'; params: PostByIdParams }

const isId = (segment: string) => /^[1-9]\d{0,9}$/.test(segment)

/** By slug, then (a number) by id: for the one-segment slug routes. */
export function slugFirst(kindSlug: string, segment: string | undefined): PostRef[] {
  if (!segment) return []
  const refs: PostRef[] = [{ via: 'kind', params: { kindSlug, slug: segment } }]
  if (isId(segment)) refs.push({ via: 'kind', params: { kindSlug, id: Number(segment) } })
  return refs
}

/** By id (a number), else by slug: for the id routes that SPEC also enters by slug. */
export function idFirst(kindSlug: string, segment: string | undefined): PostRef[] {
  if (!segment) return []
  return isId(segment)
    ? [{ via: 'kind', params: { kindSlug, id: Number(segment) } }]
    : [{ via: 'kind', params: { kindSlug, slug: segment } }]
}

/** Only a number: for `…/Detail/{id}` routes. */
export function idOnly(kindSlug: string, segment: string | undefined): PostRef[] {
  return segment && isId(segment) ? [{ via: 'kind', params: { kindSlug, id: Number(segment) } }] : []
}

/**
 * The refs for a news-like section served at `/<Base>/{slug}` and `/<Base>/{id}/{title?}`: with a
 * title segment the first is an id; alone it is a slug first.
 */
export function slugOrIdWithTitle(kindSlug: string, params: Record<string, string>): PostRef[] {
  if (params.title !== undefined) return idOnly(kindSlug, params.id)
  return slugFirst(kindSlug, params.slug ?? params.id)
}
