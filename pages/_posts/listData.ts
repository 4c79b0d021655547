/** `+data` of the section lists: the first page without filters and the categories, baked in. */
import type { PageContextServer } from 'vike/types'
import { usePostKindCategories, usePosts } from '../../api/posts'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { categoryParams, postListParams } from './listParams'
import type { Section, SectionId } from './sections'

export interface PostListData {
  sectionId: SectionId
  fallback: Record<string, unknown>
}

export async function loadPostList(pageContext: PageContextServer, section: Section): Promise<PostListData> {
  const site = siteOf(pageContext)
  const key = site.tenant.key
  const { fallback } = await prefetch(site, [
    usePosts.query(key, postListParams(section, {})),
    usePostKindCategories.query(key, categoryParams(section)),
  ])
  return { sectionId: section.id, fallback }
}
