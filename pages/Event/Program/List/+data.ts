import type { PageContextServer } from 'vike/types'
import { usePostKindCategories, usePosts } from '../../../../api/posts'
import { prefetch } from '../../../../shell/pageData'
import { siteOf } from '../../../../shell/site'
import {
  programPostCategoryParams,
  programPostListParams,
} from '../../../../features/events/programPostParams'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [
    usePosts.query(site.tenant.key, programPostListParams({})),
    usePostKindCategories.query(site.tenant.key, programPostCategoryParams),
  ])
  return { fallback }
}
