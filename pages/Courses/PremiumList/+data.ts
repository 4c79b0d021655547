/** The first page of courses, baked in at build time. */
import type { PageContextServer } from 'vike/types'
import { useCourses } from '../../../api/courses'
import { prefetch } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'
import { courseCard } from '../../../features/listPayload/cardFields'
import { slimList } from '../../../features/listPayload/slimList'
import { courseListParams } from '../../../features/classes/courses/listParams'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [
    slimList(useCourses.query(site.tenant.key, courseListParams(true, {})), courseCard),
  ])
  return { fallback }
}
