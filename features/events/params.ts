import type { PostDetailParams, PostKindCategoryListParams, PostListParams } from '../../api/posts'
import { PAGE_SIZE } from '../../api/constants'
import { pageFrom, type UrlQuery } from '../../components/urlState'

/** Shared by +data and the pages so the SWR keys (and so the fallback) match on both sides. */
export const EVENT_KIND = 'event'

/** `/Event?page=&q=&category=`: 10 a page (SPEC §9, posts). */
export function eventListParams(query: UrlQuery): PostListParams {
  const categoryId = Number.parseInt(query.category ?? '', 10)
  return {
    kindSlug: EVENT_KIND,
    page: pageFrom(query),
    pageSize: PAGE_SIZE.post,
    ...(query.q ? { search: query.q } : {}),
    ...(categoryId > 0 ? { categoryId } : {}),
  }
}

/** Every category of events in one call (there are a handful; the filter needs them all). */
export const eventCategoryParams: PostKindCategoryListParams = { kindSlug: EVENT_KIND, page: 1, pageSize: 50 }

export const eventDetailParams = (slug: string): PostDetailParams => ({ kindSlug: EVENT_KIND, slug })
