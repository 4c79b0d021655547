import type { PageContextServer } from 'vike/types'
import { usePostKindCategories, usePosts } from '../../../../api/posts'
import { prefetch } from '../../../../shell/pageData'
import { siteOf } from '../../../../shell/site'
import { programPostCard } from '../../../../features/listPayload/cardFields'
import { slimList } from '../../../../features/listPayload/slimList'
import {
  programPostCategoryParams,
  programPostListParams,
} from '../../../../features/events/programPostParams'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [
    slimList(usePosts.query(site.tenant.key, programPostListParams({})), programPostCard),
    usePostKindCategories.query(site.tenant.key, programPostCategoryParams),
  ])
  return { fallback }
}
