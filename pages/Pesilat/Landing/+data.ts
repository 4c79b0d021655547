/** The landing's data, as on the home page, for the landing the layout selects on the Pesilat route. */
import type { PageContextServer } from 'vike/types'
import { prefetch } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'
import { landingQueriesFor } from '../../../sites/landings/queries'
import { landingFor } from '../../../sites/resolve'
import { PESILAT_ROUTE_NAME } from '../../../features/landing/pesilat/preload'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { family } = landingFor(site.settings?.layout, PESILAT_ROUTE_NAME)
  const { fallback } = await prefetch(site, landingQueriesFor(family, site.tenant.key))
  return { fallback }
}
