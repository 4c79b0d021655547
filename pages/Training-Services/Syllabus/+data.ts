/** The training programmes and the first one's syllabus, baked in at build time. */
import type { PageContextServer } from 'vike/types'
import { useSilabus } from '../../../api/batches'
import { usePrograms } from '../../../api/programs'
import { prefetch } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'
import { TRAINING_PROGRAMS } from '../../../features/classes/training/params'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const key = site.tenant.key
  const list = await prefetch(site, [usePrograms.query(key, TRAINING_PROGRAMS)])
  const [programs] = list.results
  const first = programs.status ? programs.data[0] : undefined
  if (!first) return { fallback: list.fallback }
  const silabus = await prefetch(site, [useSilabus.query(key, { programId: first.id })])
  return { fallback: { ...list.fallback, ...silabus.fallback } }
}
