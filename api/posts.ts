/**
 * Posts of every kind (article, news, podcast, blog, event, program): `v3/post/*`, the v1/v2
 * article, detail, category and legacy list calls, the gallery, appointments, and post
 * create/update/delete (editor or admin; paths ours, see api/README.md). Post fields beyond
 * kindSlug/id/slug are not shown in the spec; the schemas below are ours and let unknown fields through.
 *
 * Page sizes (SPEC §9): blog lists 6, other post lists 10, categories 6, gallery 6 (the gallery call
 * sends only `page`, so its size is the server's).
 */
import type { Query } from './client'
import { PAGE_SIZE } from './constants'
import { paramHook } from './hooks'

import { lazyCalls } from './lazy'
import type { Post, PostCategory, PostCategoryItem, GalleryItem, Appointment } from './schemas/posts'

export type { Post, PostCategory, PostCategoryItem, GalleryItem, Appointment }

const call = lazyCalls(() => import('./fetchers/posts'))

export const listPosts = call('listPosts')
export const getPost = call('getPost')
export const listPostKindCategories = call('listPostKindCategories')
export const listArticles = call('listArticles')
export const getPostById = call('getPostById')
export const listPostCategories = call('listPostCategories')
export const listPostsLegacy = call('listPostsLegacy')
export const listGallery = call('listGallery')
export const createAppointment = call('createAppointment')
export const createPost = call('createPost')
export const updatePost = call('updatePost')
export const deletePost = call('deletePost')
export const listMyPosts = call('listMyPosts')
export const createPostCategory = call('createPostCategory')
export const renamePostCategory = call('renamePostCategory')
export const deletePostCategory = call('deletePostCategory')

export { POST_KINDS, type PostKind } from './postKinds'
/** Media types the legacy `v1/post/list` filters by (`type`). */
export const POST_TYPES = ['text', 'video', 'audio'] as const

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
  /** Published posts only, always: the site never asks for drafts (the desk has `v1/post/mine`). */
  active?: true
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

/**
 * Payload of `POST v1/post/create` (ours). `categoryId` defaults to the kind's first category;
 * `slug` to the title's with the id appended; a slug another post of the kind has answers 409.
 */
export interface PostCreateInput {
  kindSlug: string
  title: string
  slug?: string
  summary?: string
  content?: string
  cover?: string
  categoryId?: number
  type?: string
  active?: boolean
}

export type PostUpdateInput = Partial<Omit<PostCreateInput, 'kindSlug'>>

/** `GET v1/post/mine` (ours): the signed-in writer's posts, drafts included. */
export interface MyPostListParams {
  kindSlug?: string
  page?: number
  pageSize?: number
  search?: string
}

export const myPostListQuery = (p: MyPostListParams): Query => ({
  kindSlug: p.kindSlug,
  page: p.page ?? 1,
  pageSize: p.pageSize ?? PAGE_SIZE.post,
  search: p.search,
})

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
  active: true,
  pageSize: p.pageSize ?? postPageSize(p.kind),
})

export const galleryListQuery = (p: GalleryListParams): Query => ({ page: p.page })

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
  mine: (tenantId: string, p: MyPostListParams) => ['posts-mine', tenantId, p] as const,
}

export const usePosts = paramHook(postKeys.list, listPosts)

export const usePost = paramHook(postKeys.detail, getPost)

export const usePostKindCategories = paramHook(postKeys.kindCategories, listPostKindCategories)

export const useArticles = paramHook(postKeys.articles, listArticles)

export const usePostById = paramHook(postKeys.byId, getPostById)

export const usePostCategories = paramHook(postKeys.categories, listPostCategories)

export const useLegacyPosts = paramHook(postKeys.legacy, listPostsLegacy)

export const useGallery = paramHook(postKeys.gallery, listGallery)

export const useMyPosts = paramHook(postKeys.mine, listMyPosts)
