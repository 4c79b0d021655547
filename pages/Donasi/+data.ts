import type { PageContextServer } from 'vike/types'
import { useDonations } from '../../api/hostedDb'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { ROUTES } from '../../sites/routes'
import { offersPage } from '../../features/community/offered'
import { DONATION_LIST } from '../../features/showcase/community'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  if (!offersPage(site.tenant, ROUTES.donations.pattern)) return { noindex: true }
  const { fallback } = await prefetch(site, [useDonations.query(site.tenant.key, DONATION_LIST)])
  return { fallback }
}
