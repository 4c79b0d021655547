import type { PageContextServer } from 'vike/types'
import { useCareer, useCareers, useJobs } from '../../api/careers'
import { prefetch, requireItem } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { careerCard, jobItem } from '../../features/listPayload/cardFields'
import { slimList } from '../../features/listPayload/slimList'
import { careerListParams, jobListParams } from '../../features/careers/careerParams'

/**
 * With a slug: the career (`v1/career/detail`, unknown → 404) and the first page of its jobs
 * (`v1/career/job/list`). Without: the first page of careers. The query string is not read here:
 * the page applies `?page=` after hydration like every list.
 */
export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const key = site.tenant.key
  const slug = pageContext.routeParams.slug
  if (!slug) {
    const { fallback } = await prefetch(site, [
      slimList(useCareers.query(key, careerListParams({})), careerCard),
    ])
    return { fallback, meta: { title: 'Karier' } }
  }
  const {
    fallback,
    results: [career],
  } = await prefetch(site, [useCareer.query(key, { slug })])
  requireItem(career, 'Karier')
  const jobs = await prefetch(site, [
    slimList(useJobs.query(key, jobListParams(career.data.id, {})), jobItem),
  ])
  return {
    fallback: { ...fallback, ...jobs.fallback },
    meta: { title: `Karier ${career.data.name}`, description: career.data.description },
  }
}
