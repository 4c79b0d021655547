/**
 * The landing's data, as on the home page (its lists as the cards read them, never a post's body),
 * for the landing the layout selects on the Pesilat route.
 */
import type { PageContextServer } from 'vike/types'
import { prefetch } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'
import { landingQueriesFor } from '../../../sites/landings/queries'
import { asLandingCards } from '../../../features/listPayload/landingCards'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { family } = site.landings.pesilat
  const { fallback } = await prefetch(site, landingQueriesFor(family, site.tenant.key).map(asLandingCards))
  return { fallback }
}
