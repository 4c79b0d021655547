import type { PageContextServer } from 'vike/types'
import { useProgramFilters, usePrograms } from '../../../api/programs'
import { prefetch } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'
import { programListParams } from '../programParams'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [
    usePrograms.query(site.tenant.key, programListParams({})),
    useProgramFilters.query(site.tenant.key),
  ])
  return { fallback }
}
