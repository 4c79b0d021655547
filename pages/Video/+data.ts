import type { PageContextServer } from 'vike/types'
import { useLegacyPosts } from '../../api/posts'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { videoCard } from '../../features/listPayload/cardFields'
import { slimList } from '../../features/listPayload/slimList'
import { videoParams } from '../../features/posts/video/params'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [
    slimList(useLegacyPosts.query(site.tenant.key, videoParams({})), videoCard),
  ])
  return { fallback }
}
