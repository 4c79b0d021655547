import type { PostDetailParams } from '../../../api/posts'

/** Shared by +data and the page so the SWR key (and so the fallback) is the same on both sides. */
export const newsParams = (slug: string): PostDetailParams => ({ kindSlug: 'news', slug })
