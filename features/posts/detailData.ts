/**
 * `+data` of every post detail page: tries the address's refs in order (postRoute.ts), turns
 * "no such post" into the 404 page and a failing backend into the error page (requireItem), and
 * bakes the post and its related posts into the SWR fallback so the raw HTML holds both.
 */
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { usePost, usePostById, type Post } from '../../api/posts'
import { summaryOf } from '../../api/postSummary'
import { namesNoItem, prefetch, requireItem } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import type { SiteRuntime } from '../../sites/runtime'
import { postCard } from '../listPayload/cardFields'
import { slimList } from '../listPayload/slimList'
import type { PostRef } from './postRoute'
import { relatedQuery } from './related'
import { canonicalSection, type Section } from './sections'

export interface PostDetailData {
  ref: PostRef
  sectionId: Section['id']
  /** The post's own address (canonical), whatever twin section or title tail the visitor came by. */
  canonicalPath: string
  /** Every post page is an article to a crawler (og:type), whatever the site's own type is. */
  ogType: 'article'
  fallback: Record<string, unknown>
  meta: { title: string; description: string | null | undefined; image: string | null | undefined }
}

export function refQuery(site: SiteRuntime, ref: PostRef) {
  return ref.via === 'kind'
    ? usePost.query(site.tenant.key, ref.params)
    : usePostById.query(site.tenant.key, ref.params)
}

export async function loadPostDetail(
  pageContext: PageContextServer,
  section: Section,
  refs: readonly PostRef[],
): Promise<PostDetailData> {
  const site = siteOf(pageContext)
  for (const ref of refs) {
    const {
      fallback,
      results: [result],
    } = await prefetch(site, [refQuery(site, ref)])
    if (namesNoItem(result)) continue
    requireItem(result, section.what)
    const post: Post = result.data
    // v1/post/detail answers any kind: an id of another kind is not this section's post.
    if (post.kindSlug !== section.kindSlug) continue
    // The related posts only as their cards read them (features/listPayload): not three more bodies.
    const related = await prefetch(site, [slimList(relatedQuery(site.tenant.key, section, post), postCard)])
    return {
      ref,
      sectionId: section.id,
      canonicalPath: canonicalSection(site.tenant.nav, section).detailHref(post),
      ogType: 'article',
      fallback: { ...fallback, ...related.fallback },
      meta: { title: post.title, description: summaryOf(post), image: post.cover },
    }
  }
  throw render(404)
}
