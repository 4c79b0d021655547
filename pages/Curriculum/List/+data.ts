import type { PageContextServer } from 'vike/types'
import { usePrograms } from '../../../api/programs'
import { prefetch } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'
import { curriculumParams } from '../../../features/classes/curriculum/params'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [usePrograms.query(site.tenant.key, curriculumParams({}))])
  return { fallback }
}
