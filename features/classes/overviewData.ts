/**
 * The server data of a class overview page (`/Class/{slug|code}`, `/Class/Competence/{slug}`,
 * `/Overview/{code}`, `/Pesilat/Class/{code}`).
 *
 * The code-vs-slug rule (docs/decisions/0006-class-slug-or-code.md): one path segment names a class
 * by its slug or by its code. `v1/class/overview` takes only a slug (SPEC §7), so the segment is
 * tried as a slug first; only when that is a 404 is it looked up as a code (case-insensitive) in
 * `v1/class/list?all=true`, whose items carry `code`, and the class found is then asked by its slug.
 * Slugs are lowercase-with-hyphens and codes are upper-case letters and digits, so the two never
 * collide in practice; if they did, the slug wins.
 */
import type { PageContextServer } from 'vike/types'
import { listClasses, useClassOverview, useClassSyllabus, type ClassOverview } from '../../api/classes'
import { useActiveBatches, useActiveMentors } from '../../api/batches'
import { namesNoItem, prefetch, requireItem } from '../../shell/pageData'
import { siteOf } from '../../shell/site'
import { apiContextFor } from '../../sites/apiContext'
import { OVERVIEW_BATCHES } from './overviewParams'

export interface ClassOverviewData {
  /** The slug the page asks `v1/class/overview` for (the resolved one when the URL named a code). */
  slug: string
  fallback: Record<string, unknown>
  meta: { title: string; description: string | null | undefined; image: string | null | undefined }
}

export async function loadClassOverview(
  pageContext: PageContextServer,
  slugOrCode: string,
  what = 'Kelas',
): Promise<ClassOverviewData> {
  const site = siteOf(pageContext)
  const tenant = site.tenant.key
  let slug = slugOrCode
  let first = await prefetch(site, [useClassOverview.query(tenant, { slug })])
  if (namesNoItem(first.results[0])) {
    const all = await listClasses(apiContextFor(site), { all: true })
    const wanted = slugOrCode.toUpperCase()
    const byCode = all.status ? all.data.find((c) => c.code?.toUpperCase() === wanted) : undefined
    if (byCode) {
      slug = byCode.slug
      first = await prefetch(site, [useClassOverview.query(tenant, { slug })])
    }
  }
  const [result] = first.results
  requireItem(result, what)
  const item: ClassOverview = result.data
  // Syllabus, batches and mentors are secondary: a failure here leaves the page to fetch them live.
  const more = await prefetch(site, [
    ...(item.classroomId ? [useClassSyllabus.query(tenant, { classroomId: item.classroomId })] : []),
    useActiveBatches.query(tenant, OVERVIEW_BATCHES),
    useActiveMentors.query(tenant),
  ])
  return {
    slug,
    fallback: { ...first.fallback, ...more.fallback },
    meta: {
      title: item.name,
      description: item.description,
      image: item.logo,
    },
  }
}
