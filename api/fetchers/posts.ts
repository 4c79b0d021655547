/**
 * The fetcher of api/posts.ts (loaded on first use, api/lazy.ts): response schemas and calls.
 */
import * as z from 'zod/mini'
import {
  articleListQuery,
  galleryListQuery,
  legacyPostListQuery,
  myPostListQuery,
  postByIdQuery,
  postCategoryListQuery,
  postDetailQuery,
  postKindCategoryListQuery,
  postListQuery,
  type AppointmentInput,
  type ArticleListParams,
  type GalleryListParams,
  type LegacyPostListParams,
  type MyPostListParams,
  type PostByIdParams,
  type PostCategoryListParams,
  type PostCreateInput,
  type PostDetailParams,
  type PostKindCategoryListParams,
  type PostListParams,
  type PostUpdateInput,
} from '../posts'
import { CALLS } from '../calls'
import type { CallOptions } from '../client'
import type { ApiContext } from '../context'
import { fetchItem, fetchList } from '../envelope'
import type { ListResult, Result } from '../result'
import {
  postCategoryItemSchema,
  postSchema,
  galleryItemSchema,
  appointmentSchema,
  type Post,
  type PostCategoryItem,
  type GalleryItem,
  type Appointment,
} from '../schemas/posts'

export * from '../schemas/posts'

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
  options: CallOptions = {},
): Promise<Result<Appointment>> {
  return fetchItem(ctx, CALLS.appointmentCreate, appointmentSchema, { body: input, ...options })
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

/** `GET v1/post/mine (kindSlug, page, pageSize, search)`: the writer's own posts, drafts included. */
export function listMyPosts(
  ctx: ApiContext,
  p: MyPostListParams,
  signal?: AbortSignal,
): Promise<ListResult<Post>> {
  return fetchList(ctx, CALLS.postMine, postSchema, { query: myPostListQuery(p), signal })
}

/** `POST v1/post/category/create` (editor or admin): a category of one kind; 409 when the name exists. */
export function createPostCategory(
  ctx: ApiContext,
  input: { kindSlug: string; name: string },
  signal?: AbortSignal,
): Promise<Result<PostCategoryItem>> {
  return fetchItem(ctx, CALLS.postCategoryCreate, postCategoryItemSchema, { body: input, signal })
}

/** `PUT v1/post/category/{id}` (editor or admin): a new name; the slug stays. */
export function renamePostCategory(
  ctx: ApiContext,
  id: number,
  name: string,
  signal?: AbortSignal,
): Promise<Result<PostCategoryItem>> {
  return fetchItem(ctx, CALLS.postCategoryUpdate, postCategoryItemSchema, {
    pathParams: { id },
    body: { name },
    signal,
  })
}

/** `DELETE v1/post/category/{id}` (editor or admin); 409 while posts still use it. */
export function deletePostCategory(
  ctx: ApiContext,
  id: number,
  signal?: AbortSignal,
): Promise<Result<{ id: number }>> {
  return fetchItem(ctx, CALLS.postCategoryDelete, z.object({ id: z.number() }), {
    pathParams: { id },
    signal,
  })
}
