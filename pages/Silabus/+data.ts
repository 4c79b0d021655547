/** The program list and the first program's syllabus, baked in at build time. */
import type { PageContextServer } from 'vike/types'
import { useSilabus } from '../../api/batches'
import { usePrograms } from '../../api/programs'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { ALL_PROGRAMS } from '../../features/classes/programOptions'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const key = site.tenant.key
  const list = await prefetch(site, [usePrograms.query(key, ALL_PROGRAMS)])
  const [programs] = list.results
  const first = programs.status ? programs.data[0] : undefined
  if (!first) return { fallback: list.fallback }
  const silabus = await prefetch(site, [useSilabus.query(key, { programId: first.id })])
  return { fallback: { ...list.fallback, ...silabus.fallback } }
}
