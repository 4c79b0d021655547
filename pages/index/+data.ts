/**
 * Home: the data the tenant's landing shows, fetched at build time so the first paint has content.
 * The lists of posts, programs and classes go in as the landing sections' cards read them
 * (features/listPayload): those sections are the only readers of these keys on the home.
 */
import type { PageContextServer } from 'vike/types'
import type { classKeys } from '../../api/classes'
import type { ApiQuery } from '../../api/hooks'
import type { postKeys } from '../../api/posts'
import type { programKeys } from '../../api/programs'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { landingQueriesFor } from '../../sites/landings/queries'
import { landingClass, landingNews, landingProgram } from '../../features/listPayload/cardFields'
import { slimList } from '../../features/listPayload/slimList'

// The landing's queries are typed as plain `ApiQuery`: the key's first entry names the call (typed
// against the hooks' keys, so a renamed key fails the typecheck here).
const POSTS: ReturnType<typeof postKeys.list>[0] = 'posts'
const PROGRAMS: ReturnType<typeof programKeys.list>[0] = 'programs'
const CLASSES: ReturnType<typeof classKeys.list>[0] = 'classes'

function asLandingCards(query: ApiQuery): ApiQuery {
  switch (query.key[0]) {
    case POSTS:
      return slimList(query, landingNews)
    case PROGRAMS:
      return slimList(query, landingProgram)
    case CLASSES:
      return slimList(query, landingClass)
    default:
      return query
  }
}

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { family } = site.landings.home
  const { fallback } = await prefetch(site, landingQueriesFor(family, site.tenant.key).map(asLandingCards))
  return { fallback }
}
