import type { PageContextServer } from 'vike/types'
import { usePrograms } from '../../api/programs'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { audienceData } from '../../features/showcase/audienceData'
import { TRAINING_PROGRAMS } from '../../features/classes/training/params'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const [audience, programs] = await Promise.all([
    audienceData(pageContext),
    prefetch(site, [usePrograms.query(site.tenant.key, TRAINING_PROGRAMS)]),
  ])
  return { fallback: { ...audience.fallback, ...programs.fallback } }
}
