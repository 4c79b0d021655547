/**
 * Posts of every kind (article, news, podcast, blog, event, program): `v3/post/*` and the v1/v2
 * article and category calls. Post fields beyond kindSlug/id/slug are not shown in the spec; the
 * schema below is ours and lets unknown fields through.
 */
import * as z from 'zod/mini'
import { CALLS } from './calls'
import { PAGE_SIZE } from './constants'
import type { ApiContext } from './context'
import { fetchItem, fetchList } from './envelope'
import type { ListResult, Result } from './result'

export const POST_KINDS = ['article', 'news', 'podcast', 'blog', 'event', 'program'] as const
export type PostKind = (typeof POST_KINDS)[number]

export const postCategorySchema = z.object({ id: z.number(), slug: z.string(), name: z.string() })

export const postSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  kindSlug: z.string(),
  title: z.string(),
  summary: z.optional(z.nullable(z.string())),
  content: z.optional(z.nullable(z.string())),
  cover: z.optional(z.nullable(z.string())),
  category: z.optional(z.nullable(postCategorySchema)),
  author: z.optional(z.nullable(z.object({ name: z.string(), avatar: z.optional(z.nullable(z.string())) }))),
  publishedAt: z.optional(z.nullable(z.string())),
})

export type Post = z.infer<typeof postSchema>
export type PostCategory = z.infer<typeof postCategorySchema>

export interface PostListParams {
  kindSlug: string
  page?: number
  pageSize?: number
  search?: string
  categoryId?: number
  excludeId?: number
}

export function listPosts(
  ctx: ApiContext,
  p: PostListParams,
  signal?: AbortSignal,
): Promise<ListResult<Post>> {
  const query = {
    kindSlug: p.kindSlug,
    page: p.page ?? 1,
    pageSize: p.pageSize ?? PAGE_SIZE.post,
    search: p.search,
    categoryId: p.categoryId,
    excludeId: p.excludeId,
  }
  return fetchList(ctx, CALLS.postList, postSchema, { query, signal })
}

export type PostDetailParams = { kindSlug: string } & (
  { id: number; slug?: never } | { slug: string; id?: never }
)

export function getPost(ctx: ApiContext, p: PostDetailParams, signal?: AbortSignal): Promise<Result<Post>> {
  return fetchItem(ctx, CALLS.postDetail, postSchema, {
    query: { kindSlug: p.kindSlug, id: p.id, slug: p.slug },
    signal,
  })
}

export const postKeys = {
  list: (tenantId: string, p: PostListParams) => ['posts', tenantId, p] as const,
  detail: (tenantId: string, p: PostDetailParams) => ['post', tenantId, p.kindSlug, p.id ?? p.slug] as const,
}
