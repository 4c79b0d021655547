import { useArticles, usePosts, type Post } from '../../api/posts'
import type { Section } from './sections'

/** How many related posts a detail page shows. */
export const RELATED_COUNT = 3

/** Posts of the same kind, without this one (`excludeId`); articles stay in the same category. */
export function relatedParams(section: Section, post: Pick<Post, 'id' | 'category'>) {
  return section.kindSlug === 'article'
    ? {
        kind: 'articles' as const,
        params: { pageSize: RELATED_COUNT, excludeId: post.id, categorySlug: post.category?.slug },
      }
    : {
        kind: 'posts' as const,
        params: { kindSlug: section.kindSlug, pageSize: RELATED_COUNT, excludeId: post.id },
      }
}

export function relatedQuery(tenantKey: string, section: Section, post: Pick<Post, 'id' | 'category'>) {
  const r = relatedParams(section, post)
  return r.kind === 'articles' ? useArticles.query(tenantKey, r.params) : usePosts.query(tenantKey, r.params)
}

/** The related list for the page, with the same keys as `relatedQuery`. */
export function useRelated(section: Section, post: Pick<Post, 'id' | 'category'> | null) {
  const r = post ? relatedParams(section, post) : null
  const articles = useArticles(r?.kind === 'articles' ? r.params : null)
  const posts = usePosts(r?.kind === 'posts' ? r.params : null)
  return r?.kind === 'articles' ? articles : posts
}
