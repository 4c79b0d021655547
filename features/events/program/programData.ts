import type { PageContextServer } from 'vike/types'
import { useProgram, useProgramFilters, type ProgramDetailParams } from '../../../api/programs'
import { prefetch, requireItem } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'
import { programHref } from './programParams'

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
    // Both routes show one program: its slug address is the canonical one (pages/+Head.tsx).
    canonicalPath: programHref(p),
    meta: { title: p.name, description: p.summary || p.description, image: p.cover },
  }
}
