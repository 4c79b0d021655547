/** The first page of courses, baked in at build time. */
import type { PageContextServer } from 'vike/types'
import { useCourses } from '../../../api/courses'
import { prefetch } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'
import { courseListParams } from '../../../features/classes/courses/listParams'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const { fallback } = await prefetch(site, [useCourses.query(site.tenant.key, courseListParams(false, {}))])
  return { fallback }
}
