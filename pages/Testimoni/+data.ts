import type { PageContextServer } from 'vike/types'
import { useTestimonies } from '../../api/hostedDb'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { ROUTES } from '../../sites/routes'
import { offersPage } from '../../features/community/offered'
import { TESTIMONY_LIST } from '../../features/showcase/community'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  if (!offersPage(site.tenant, ROUTES.testimonies.pattern)) return { noindex: true }
  const { fallback } = await prefetch(site, [useTestimonies.query(site.tenant.key, TESTIMONY_LIST)])
  return { fallback }
}
