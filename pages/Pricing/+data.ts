import type { PageContextServer } from 'vike/types'
import { useClasses } from '../../api/classes'
import { useCourses } from '../../api/courses'
import { prefetch } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { FREE_COURSES, PREMIUM_COURSES, PRICED_CLASSES } from '../../features/classes/pricing/params'

export async function data(pageContext: PageContextServer) {
  const site = siteOf(pageContext)
  const key = site.tenant.key
  const { fallback } = await prefetch(site, [
    useClasses.query(key, PRICED_CLASSES),
    useCourses.query(key, FREE_COURSES),
    useCourses.query(key, PREMIUM_COURSES),
  ])
  return { fallback }
}
