/**
 * `/Courses/{slug}`: the self-paced course of that slug. SPEC §2 also names
 * `courses/{slug}` an entry path for a class overview by slug, so when no course has the slug the
 * segment is read as a class (slug, then code: features/classes/overviewData.ts) and the page shows
 * that class; neither is the 404 page. Course slugs win if both ever matched.
 */
import type { PageContextServer } from 'vike/types'
import { useCourse } from '../../../api/courses'
import { namesNoItem, prefetch, requireItem } from '../../../shell/pageData'
import { siteOf } from '../../../shell/site'
import type { CourseData } from '../../../features/classes/courses/courseData'
import { loadClassOverview, type ClassOverviewData } from '../../../features/classes/overviewData'

export type CoursesDetailData = ({ kind: 'course' } & CourseData) | ({ kind: 'class' } & ClassOverviewData)

export async function data(pageContext: PageContextServer): Promise<CoursesDetailData> {
  const site = siteOf(pageContext)
  const slug = pageContext.routeParams.slug ?? ''
  const {
    fallback,
    results: [course],
  } = await prefetch(site, [useCourse.query(site.tenant.key, { slug })])
  if (namesNoItem(course)) return { kind: 'class', ...(await loadClassOverview(pageContext, slug, 'Kursus')) }
  requireItem(course, 'Kursus')
  const c = course.data
  return {
    kind: 'course',
    slug,
    fallback,
    meta: { title: c.title, description: c.summary || c.description, image: c.cover },
  }
}
