import type { PageContextServer } from 'vike/types'
import { usePrograms } from '../../../api/programs'
import { namesOf, searchHint } from '../../../components/searchHint'
import { prefetch } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'
import { programTile } from '../../../features/listPayload/cardFields'
import { slimList } from '../../../features/listPayload/slimList'
import { curriculumParams } from '../../../features/classes/curriculum/params'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { fallback, results } = await prefetch(site, [
    slimList(usePrograms.query(site.tenant.key, curriculumParams({})), programTile),
  ])
  // The search hint names one of the site's own programs (components/searchHint.ts).
  return {
    fallback,
    searchHint: searchHint(
      'Nama program',
      namesOf(results[0], (p: { name: string }) => p.name),
    ),
  }
}
