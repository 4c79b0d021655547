/**
 * Home: the data the tenant's landing shows, fetched at build time so the first paint has content.
 * The lists of posts, programs and classes go in as the landing sections' cards read them
 * (features/listPayload): those sections are the only readers of these keys on the home.
 */
import type { PageContextServer } from 'vike/types'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { landingQueriesFor } from '../../sites/landings/queries'
import { asLandingCards } from '../../features/listPayload/landingCards'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { family } = site.landings.home
  const { fallback } = await prefetch(site, landingQueriesFor(family, site.tenant.key).map(asLandingCards))
  return { fallback }
}
