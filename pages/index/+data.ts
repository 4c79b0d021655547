/** Home: the data the tenant's landing shows, fetched at build time so the first paint has content. */
import type { PageContextServer } from 'vike/types'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { landingQueriesFor } from '../../sites/landings/queries'
import { landingFor } from '../../sites/layouts'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { family } = landingFor(site.settings?.layout, 'Home')
  const { fallback } = await prefetch(site, landingQueriesFor(family, site.tenant.key))
  return { fallback }
}
