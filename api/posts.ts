/**
 * Posts of every kind (article, news, podcast, blog, event, program): `v3/post/*`, the v1/v2
 * article, detail, category and legacy list calls, the gallery, appointments, and post
 * create/update/delete (editor or admin; paths ours, see api/README.md). Post fields beyond
 * kindSlug/id/slug are not shown in the spec; the schemas below are ours and let unknown fields through.
 *
 * Page sizes (SPEC §9): blog lists 6, other post lists 10, categories 6, gallery 6 (the gallery call
 * sends only `page`, so its size is the server's).
 */
import * as z from 'zod/mini'
import { optBool, optStr } from './fields'
import { CALLS } from './calls'
import type { Query } from './client'
import { PAGE_SIZE } from './constants'
import type { ApiContext } from './context'
import { fetchItem, fetchList } from './envelope'
import { paramHook } from './hooks'
import type { ListResult, Result } from './result'

export const POST_KINDS = ['article', 'news', 'podcast', 'blog', 'event', 'program'] as const
export type PostKind = (typeof POST_KINDS)[number]
/** Media types the legacy `v1/post/list` filters by (`type`). */
export const POST_TYPES = ['text', 'video', 'audio'] as const

export const postCategorySchema = z.object({ id: z.number(), slug: z.string(), name: z.string() })

/** A category as the category lists return it (with its kind and how many posts it holds). */
export const postCategoryItemSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  kindSlug: optStr(),
  postCount: z.optional(z.nullable(z.number())),
})

export const postSchema = z.looseObject({
  id: z.number(),
  slug: z.string(),
  kindSlug: z.string(),
  title: z.string(),
  summary: optStr(),
  content: optStr(),
  cover: optStr(),
  category: z.optional(z.nullable(postCategorySchema)),
  author: z.optional(z.nullable(z.object({ name: z.string(), avatar: optStr() }))),
  publishedAt: optStr(),
  type: optStr(),
  active: optBool(),
})

export const galleryItemSchema = z.looseObject({
  id: z.number(),
  title: z.string(),
  description: optStr(),
  image: z.string(),
  location: optStr(),
  takenAt: optStr(),
})

export const appointmentSchema = z.looseObject({
  id: z.number(),
  postId: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  organization: optStr(),
  preferredDate: optStr(),
  preferredTime: optStr(),
  message: optStr(),
  createdAt: z.string(),
})

export type Post = z.infer<typeof postSchema>
export type PostCategory = z.infer<typeof postCategorySchema>
export type PostCategoryItem = z.infer<typeof postCategoryItemSchema>
export type GalleryItem = z.infer<typeof galleryItemSchema>
export type Appointment = z.infer<typeof appointmentSchema>

/** SPEC §9: blog lists 6 a page, other posts 10. */
export function postPageSize(kind: string | undefined): number {
  return kind === 'blog' ? PAGE_SIZE.blog : PAGE_SIZE.post
}

// ---- parameters and their query strings (pure, unit-tested) ----

export interface PostListParams {
  kindSlug: string
  page?: number
  pageSize?: number
  search?: string
  categoryId?: number
  excludeId?: number
}

export type PostDetailParams = { kindSlug: string } & (
  { id: number; slug?: never } | { slug: string; id?: never }
)

export interface PostKindCategoryListParams {
  kindSlug: string
  page?: number
  pageSize?: number
  search?: string
}

export interface ArticleListParams {
  page?: number
  pageSize?: number
  search?: string
  categorySlug?: string
  excludeId?: number
}

export interface PostByIdParams {
  id: number
}

export interface PostCategoryListParams {
  page?: number
  pageSize?: number
  search?: string
  categorySlug?: string
}

export interface LegacyPostListParams {
  page?: number
  kind?: string
  type?: string
  active?: boolean
  pageSize?: number
}

export interface GalleryListParams {
  page?: number
}

/** Payload of `POST v1/post/appointment/create` (not shown in the spec; ours). */
export interface AppointmentInput {
  postId: number
  name: string
  email: string
  phone: string
  organization?: string
  /** `YYYY-MM-DD`. */
  preferredDate?: string
  /** `HH:MM`, Western Indonesian Time; only with `preferredDate`. */
  preferredTime?: string
  message?: string
}

/** Payload of `POST v1/post/create` (ours). `categoryId` defaults to the kind's first category. */
export interface PostCreateInput {
  kindSlug: string
  title: string
  summary?: string
  content?: string
  cover?: string
  categoryId?: number
  type?: string
  active?: boolean
}

export type PostUpdateInput = Partial<Omit<PostCreateInput, 'kindSlug'>>

export const postListQuery = (p: PostListParams): Query => ({
  kindSlug: p.kindSlug,
  page: p.page ?? 1,
  pageSize: p.pageSize ?? postPageSize(p.kindSlug),
  search: p.search,
  categoryId: p.categoryId,
  excludeId: p.excludeId,
})

export const postDetailQuery = (p: PostDetailParams): Query => ({
  kindSlug: p.kindSlug,
  id: p.id,
  slug: p.slug,
})

export const postKindCategoryListQuery = (p: PostKindCategoryListParams): Query => ({
  kindSlug: p.kindSlug,
  page: p.page ?? 1,
  pageSize: p.pageSize ?? PAGE_SIZE.category,
  search: p.search,
})

export const articleListQuery = (p: ArticleListParams): Query => ({
  page: p.page ?? 1,
  pageSize: p.pageSize ?? PAGE_SIZE.post,
  search: p.search,
  categorySlug: p.categorySlug,
  excludeId: p.excludeId,
})

export const postByIdQuery = (p: PostByIdParams): Query => ({ id: p.id })

export const postCategoryListQuery = (p: PostCategoryListParams): Query => ({
  page: p.page ?? 1,
  pageSize: p.pageSize ?? PAGE_SIZE.category,
  search: p.search,
  categorySlug: p.categorySlug,
})

export const legacyPostListQuery = (p: LegacyPostListParams): Query => ({
  page: p.page ?? 1,
  kind: p.kind,
  type: p.type,
  active: p.active,
  pageSize: p.pageSize ?? postPageSize(p.kind),
})

export const galleryListQuery = (p: GalleryListParams): Query => ({ page: p.page })

// ---- calls ----

/** `GET v3/post/list (kindSlug, page, pageSize, search, categoryId, excludeId)`. */
export function listPosts(
  ctx: ApiContext,
  p: PostListParams,
  signal?: AbortSignal,
): Promise<ListResult<Post>> {
  return fetchList(ctx, CALLS.postList, postSchema, { query: postListQuery(p), signal })
}

/** `GET v3/post/detail (kindSlug, id or slug)`. */
export function getPost(ctx: ApiContext, p: PostDetailParams, signal?: AbortSignal): Promise<Result<Post>> {
  return fetchItem(ctx, CALLS.postDetail, postSchema, { query: postDetailQuery(p), signal })
}

/** `GET v3/post/kind/category/list (kindSlug, page, pageSize, search)`. */
export function listPostKindCategories(
  ctx: ApiContext,
  p: PostKindCategoryListParams,
  signal?: AbortSignal,
): Promise<ListResult<PostCategoryItem>> {
  return fetchList(ctx, CALLS.postKindCategoryList, postCategoryItemSchema, {
    query: postKindCategoryListQuery(p),
    signal,
  })
}

/** `GET v1/post/article/list (page, pageSize, search, categorySlug, excludeId)`. */
export function listArticles(
  ctx: ApiContext,
  p: ArticleListParams = {},
  signal?: AbortSignal,
): Promise<ListResult<Post>> {
  return fetchList(ctx, CALLS.articleList, postSchema, { query: articleListQuery(p), signal })
}

/** `GET v1/post/detail (id)`: any kind. */
export function getPostById(ctx: ApiContext, p: PostByIdParams, signal?: AbortSignal): Promise<Result<Post>> {
  return fetchItem(ctx, CALLS.postDetailById, postSchema, { query: postByIdQuery(p), signal })
}

/** `GET v2/post/category (page, pageSize, search, categorySlug)`: categories of every kind. */
export function listPostCategories(
  ctx: ApiContext,
  p: PostCategoryListParams = {},
  signal?: AbortSignal,
): Promise<ListResult<PostCategoryItem>> {
  return fetchList(ctx, CALLS.postCategoryList, postCategoryItemSchema, {
    query: postCategoryListQuery(p),
    signal,
  })
}

/** `GET v1/post/list (page, kind, type, active, pageSize)`. */
export function listPostsLegacy(
  ctx: ApiContext,
  p: LegacyPostListParams = {},
  signal?: AbortSignal,
): Promise<ListResult<Post>> {
  return fetchList(ctx, CALLS.postListLegacy, postSchema, { query: legacyPostListQuery(p), signal })
}

/** `GET v1/post/gallery/list (page)`. */
export function listGallery(
  ctx: ApiContext,
  p: GalleryListParams = {},
  signal?: AbortSignal,
): Promise<ListResult<GalleryItem>> {
  return fetchList(ctx, CALLS.galleryList, galleryItemSchema, { query: galleryListQuery(p), signal })
}

/** `POST v1/post/appointment/create`: books an appointment about a post; persisted server-side. */
export function createAppointment(
  ctx: ApiContext,
  input: AppointmentInput,
  signal?: AbortSignal,
): Promise<Result<Appointment>> {
  return fetchItem(ctx, CALLS.appointmentCreate, appointmentSchema, { body: input, signal })
}

/** `POST v1/post/create` (editor or admin login). */
export function createPost(
  ctx: ApiContext,
  input: PostCreateInput,
  signal?: AbortSignal,
): Promise<Result<Post>> {
  return fetchItem(ctx, CALLS.postCreate, postSchema, { body: input, signal })
}

/** `PUT v1/post/{id}` with the changed fields (editor or admin login). */
export function updatePost(
  ctx: ApiContext,
  id: number,
  input: PostUpdateInput,
  signal?: AbortSignal,
): Promise<Result<Post>> {
  return fetchItem(ctx, CALLS.postUpdate, postSchema, { pathParams: { id }, body: input, signal })
}

/** `DELETE v1/post/{id}` (editor or admin login). */
export function deletePost(
  ctx: ApiContext,
  id: number,
  signal?: AbortSignal,
): Promise<Result<{ id: number }>> {
  return fetchItem(ctx, CALLS.postDelete, z.object({ id: z.number() }), { pathParams: { id }, signal })
}

// ---- SWR keys and hooks ----

export const postKeys = {
  list: (tenantId: string, p: PostListParams) => ['posts', tenantId, p] as const,
  detail: (tenantId: string, p: PostDetailParams) => ['post', tenantId, p.kindSlug, p.id ?? p.slug] as const,
  kindCategories: (tenantId: string, p: PostKindCategoryListParams) =>
    ['post-kind-categories', tenantId, p] as const,
  articles: (tenantId: string, p: ArticleListParams = {}) => ['articles', tenantId, p] as const,
  byId: (tenantId: string, p: PostByIdParams) => ['post-by-id', tenantId, p.id] as const,
  categories: (tenantId: string, p: PostCategoryListParams = {}) => ['post-categories', tenantId, p] as const,
  legacy: (tenantId: string, p: LegacyPostListParams = {}) => ['posts-legacy', tenantId, p] as const,
  gallery: (tenantId: string, p: GalleryListParams = {}) => ['gallery', tenantId, p] as const,
}

export const usePosts = paramHook(postKeys.list, listPosts)

export const usePost = paramHook(postKeys.detail, getPost)

export const usePostKindCategories = paramHook(postKeys.kindCategories, listPostKindCategories)

export const useArticles = paramHook(postKeys.articles, listArticles)

export const usePostById = paramHook(postKeys.byId, getPostById)

export const usePostCategories = paramHook(postKeys.categories, listPostCategories)

export const useLegacyPosts = paramHook(postKeys.legacy, listPostsLegacy)

export const useGallery = paramHook(postKeys.gallery, listGallery)
