import type { PageContextServer } from 'vike/types'
import { useCareers } from '../../../../api/careers'
import { prefetch } from '../../../../shell/pageData'
import { siteOf } from '../../../../shell/site'
import { careerCard } from '../../../../features/listPayload/cardFields'
import { slimList } from '../../../../features/listPayload/slimList'
import { careerListParams } from '../../../../features/careers/careerParams'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [
    slimList(useCareers.query(site.tenant.key, careerListParams({})), careerCard),
  ])
  return { fallback }
}
