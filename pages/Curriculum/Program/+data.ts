/**
 * `/Curriculum/{program}`: `program` is the program's slug (its id works too). The program calls
 * have no slug lookup, so the program is found in the full list; unknown → 404. The syllabus is
 * prefetched and, if it fails, fetched live by the page.
 */
import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { useSilabus } from '../../../api/batches'
import { usePrograms } from '../../../api/programs'
import { prefetch, requireItem } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'
import { ALL_PROGRAMS } from '../../../features/classes/programOptions'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const key = site.tenant.key
  const wanted = pageContext.routeParams.program ?? ''
  const list = await prefetch(site, [usePrograms.query(key, ALL_PROGRAMS)])
  const [programs] = list.results
  requireItem(programs, 'Program')
  const program = programs.data.find((p) => p.slug === wanted || String(p.id) === wanted)
  if (!program) throw render(404)
  const silabus = await prefetch(site, [useSilabus.query(key, { programId: program.id })])
  return {
    programId: program.id,
    fallback: { ...list.fallback, ...silabus.fallback },
    meta: {
      title: `Kurikulum ${program.name}`,
      description: program.summary || program.description,
      image: program.cover || program.logo,
    },
  }
}
