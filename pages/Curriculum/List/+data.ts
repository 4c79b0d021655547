import type { PageContextServer } from 'vike/types'
import { usePrograms } from '../../../api/programs'
import { prefetch } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'
import { programTile } from '../../../features/listPayload/cardFields'
import { slimList } from '../../../features/listPayload/slimList'
import { curriculumParams } from '../../../features/classes/curriculum/params'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [
    slimList(usePrograms.query(site.tenant.key, curriculumParams({})), programTile),
  ])
  return { fallback }
}
