/**
 * Posts of every kind (article, news, podcast, blog, event, program): `v3/post/*`, the v1/v2
 * article, detail, category and legacy list calls, the gallery, appointments, and post
 * create/update/delete (editor or admin; paths ours, see api/README.md). Post fields beyond
 * kindSlug/id/slug are not shown in the spec; the schemas below are ours and let unknown fields through.
 *
 * Page sizes (SPEC §9): blog lists 6, other post lists 10, categories 6, gallery 6 (the gallery call
 * sends only `page`, so its size is the server's).
 */
import { paramHook } from './hooks'
import { lazyCalls } from './lazy'
import type { Post, PostCategory, PostCategoryItem, GalleryItem, Appointment } from './fetchers/posts'
import { postKeys } from './params/posts'

export * from './params/posts'

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

export const usePosts = paramHook(postKeys.list, listPosts)

export const usePost = paramHook(postKeys.detail, getPost)

export const usePostKindCategories = paramHook(postKeys.kindCategories, listPostKindCategories)

export const useArticles = paramHook(postKeys.articles, listArticles)

export const usePostById = paramHook(postKeys.byId, getPostById)

export const usePostCategories = paramHook(postKeys.categories, listPostCategories)

export const useLegacyPosts = paramHook(postKeys.legacy, listPostsLegacy)

export const useGallery = paramHook(postKeys.gallery, listGallery)
