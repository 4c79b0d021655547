import { PAGE_SIZE } from '../../api/constants'
import type { PostDetailParams, PostKindCategoryListParams, PostListParams } from '../../api/posts'
import { pageFrom, type UrlQuery } from '../../components/urlState'

/** Program events are posts of kind `program` (SPEC §3), 10 a page (SPEC §9, posts). */
export const PROGRAM_KIND = 'program'

export function programPostListParams(query: UrlQuery): PostListParams {
  const categoryId = Number.parseInt(query.category ?? '', 10)
  return {
    kindSlug: PROGRAM_KIND,
    page: pageFrom(query),
    pageSize: PAGE_SIZE.post,
    ...(query.q ? { search: query.q } : {}),
    ...(categoryId > 0 ? { categoryId } : {}),
  }
}

export const programPostCategoryParams: PostKindCategoryListParams = {
  kindSlug: PROGRAM_KIND,
  page: 1,
  pageSize: 50,
}

export const programPostParams = (id: number): PostDetailParams => ({ kindSlug: PROGRAM_KIND, id })

export const programPostHref = (post: { id: number; slug: string }) =>
  `/Event/Program/${post.id}/${encodeURIComponent(post.slug)}`
