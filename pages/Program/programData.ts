import type { PageContextServer } from 'vike/types'
import { useProgram, useProgramFilters, type ProgramDetailParams } from '../../api/programs'
import { prefetch, requireItem } from '../../shell/pageData'
import { siteOf } from '../../shell/site'

/** +data of both program detail routes: the program (unknown → 404) and the city names. */
export async function programPageData(pageContext: PageContextServer, params: ProgramDetailParams) {
  const site = siteOf(pageContext)
  const {
    fallback,
    results: [program],
  } = await prefetch(site, [
    useProgram.query(site.tenant.key, params),
    useProgramFilters.query(site.tenant.key),
  ])
  requireItem(program, 'Program')
  const p = program.data
  return {
    fallback,
    meta: { title: p.name, description: p.summary || p.description, image: p.cover },
  }
}
