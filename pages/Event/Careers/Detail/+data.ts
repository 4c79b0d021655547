import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { useJob } from '../../../../api/careers'
import { prefetch, requireItem } from '../../../../shell/pageData'
import { siteOf } from '../../../../shell/site'
import { jobIdFrom } from '../../../../features/careers/careerParams'

/** The job by id; the slug segment is decoration (an old or missing slug still shows the job). */
export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const id = jobIdFrom(pageContext.routeParams.id)
  if (id === null) throw render(404)
  const {
    fallback,
    results: [result],
  } = await prefetch(site, [useJob.query(site.tenant.key, { id })])
  requireItem(result, 'Lowongan')
  const job = result.data
  return {
    fallback,
    meta: {
      title: `${job.title}${job.company ? ` di ${job.company}` : ''}`,
      description: job.description,
    },
  }
}
