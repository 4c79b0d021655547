import type { PageContextServer } from 'vike/types'
import { useActivePrograms, useProgramFilters, usePrograms } from '../../../api/programs'
import { prefetch } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'
import { programCard } from '../../../features/listPayload/cardFields'
import { slimList } from '../../../features/listPayload/slimList'
import { programListParams } from '../../../features/events/program/programParams'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [
    slimList(usePrograms.query(site.tenant.key, programListParams({})), programCard),
    useProgramFilters.query(site.tenant.key),
    slimList(useActivePrograms.query(site.tenant.key, {}), programCard),
  ])
  return { fallback }
}
