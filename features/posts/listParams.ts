import type { ArticleListParams, PostKindCategoryListParams, PostListParams } from '../../api/posts'
import { pageFrom, type UrlQuery } from '../../components/urlState'
import { ALL_ARTICLES, type Section } from './sections'

/** Enough for every category of a kind in one filter. */
export const CATEGORY_OPTIONS_MAX = 50

/** The list call for a section list's URL state (`?page`, `?q`, `?category=<id>`). */
export function postListParams(section: Section, query: UrlQuery): PostListParams {
  const category = Number.parseInt(query.category ?? '', 10)
  return {
    kindSlug: section.kindSlug,
    page: pageFrom(query),
    pageSize: section.pageSize,
    search: query.q?.trim() || undefined,
    categoryId: Number.isFinite(category) && category > 0 ? category : undefined,
  }
}

/** `/Articles/{slug}`: the category is the address; `semua` is every category. */
export function articleListParams(categorySlug: string, query: UrlQuery): ArticleListParams {
  return {
    page: pageFrom(query),
    search: query.q?.trim() || undefined,
    categorySlug: categorySlug === ALL_ARTICLES ? undefined : categorySlug,
  }
}

export function categoryParams(section: Section): PostKindCategoryListParams {
  return { kindSlug: section.kindSlug, page: 1, pageSize: CATEGORY_OPTIONS_MAX }
}
