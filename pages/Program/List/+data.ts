import type { PageContextServer } from 'vike/types'
import { useProgramFilters, usePrograms } from '../../../api/programs'
import { prefetch } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'
import { programCard } from '../../_lists/cardFields'
import { slimList } from '../../_lists/slimList'
import { programListParams } from '../programParams'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [
    slimList(usePrograms.query(site.tenant.key, programListParams({})), programCard),
    useProgramFilters.query(site.tenant.key),
  ])
  return { fallback }
}
