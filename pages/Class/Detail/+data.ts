/** `/Class/{slug}` and `/Class/{code}`: one route; the segment is tried as a slug, then as a code. */
import type { PageContextServer } from 'vike/types'
import { classHref } from '../../../features/classes/classHref'
import { loadClassOverview } from '../../../features/classes/overviewData'

/** `canonicalPath`: a class reached by its code names its slug address as canonical (pages/+Head.tsx). */
export const data = async (pageContext: PageContextServer) => {
  const overview = await loadClassOverview(pageContext, pageContext.routeParams.slug ?? '')
  return { ...overview, canonicalPath: classHref(overview) }
}
