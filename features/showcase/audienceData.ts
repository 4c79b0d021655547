/** `+data` of the audience pages: the figures and testimonies they show, baked into the HTML. */
import type { PageContextServer } from 'vike/types'
import { useLandingCounters } from '../../api/app'
import { useTestimonies } from '../../api/hostedDb'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { TESTIMONY_LIST } from './community'

export async function audienceData(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [
    useLandingCounters.query(site.tenant.key),
    useTestimonies.query(site.tenant.key, TESTIMONY_LIST),
  ])
  return { fallback }
}
