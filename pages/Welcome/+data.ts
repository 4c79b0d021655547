import type { PageContextServer } from 'vike/types'
import { useDonations, useTestimonies } from '../../api/hostedDb'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { DONATION_LIST, TESTIMONY_LIST } from '../../features/showcase/community'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [
    useTestimonies.query(site.tenant.key, TESTIMONY_LIST),
    useDonations.query(site.tenant.key, DONATION_LIST),
  ])
  return { fallback }
}
