import type { PageContextServer } from 'vike/types'
import { useCareers } from '../../../../api/careers'
import { prefetch } from '../../../../shell/pageData'
import { siteOf } from '../../../../shell/site'
import { careerListParams } from '../../../../features/careers/careerParams'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [useCareers.query(site.tenant.key, careerListParams({}))])
  return { fallback }
}
