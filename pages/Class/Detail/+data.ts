/** `/Class/{slug}` and `/Class/{code}`: one route; the segment is tried as a slug, then as a code. */
import type { PageContextServer } from 'vike/types'
import { loadClassOverview } from '../../_classes/overviewData'

export const data = (pageContext: PageContextServer) =>
  loadClassOverview(pageContext, pageContext.routeParams.slug ?? '')
