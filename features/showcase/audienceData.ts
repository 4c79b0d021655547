/**
 * `+data` of the audience pages: the figures and testimonies they show, and what a page adds
 * (`extra`: the partners' programs on /Collaboration), baked into the HTML.
 */
import type { PageContextServer } from 'vike/types'
import { useLandingCounters } from '../../api/app'
import { useTestimonies } from '../../api/hostedDb'
import type { ApiQuery } from '../../api/hooks'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { TESTIMONY_LIST } from './community'

export async function audienceData(
  pageContext: PageContextServer,
  extra: (tenantId: string) => readonly ApiQuery[] = () => [],
) {
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [
    useLandingCounters.query(site.tenant.key),
    useTestimonies.query(site.tenant.key, TESTIMONY_LIST),
    ...extra(site.tenant.key),
  ])
  return { fallback }
}
