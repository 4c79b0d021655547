/**
 * `+data` of the section lists: the first page without filters (each post as its card reads it,
 * features/listPayload/slimList.ts) and the categories, baked in.
 */
import type { PageContextServer } from 'vike/types'
import { usePostKindCategories, usePosts } from '../../api/posts'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { postCard } from '../listPayload/cardFields'
import { slimList } from '../listPayload/slimList'
import { categoryParams, postListParams } from './listParams'
import { canonicalSection, type Section, type SectionId } from './sections'

export interface PostListData {
  sectionId: SectionId
  /** On a twin list the tenant's navigation does not show: the one it shows (sections.ts `canonicalSection`). */
  canonicalPath?: string
  fallback: Record<string, unknown>
}

export async function loadPostList(pageContext: PageContextServer, section: Section): Promise<PostListData> {
  const site = siteOf(pageContext)
  const key = site.tenant.key
  const { fallback } = await prefetch(site, [
    slimList(usePosts.query(key, postListParams(section, {})), postCard),
    usePostKindCategories.query(key, categoryParams(section)),
  ])
  const canonical = canonicalSection(site.tenant.nav, section)
  return canonical === section
    ? { sectionId: section.id, fallback }
    : { sectionId: section.id, canonicalPath: canonical.listPath, fallback }
}
