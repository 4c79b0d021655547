/** `/Class/Competence/{slug}`: the foundation site's competence class, a class overview by slug. */
import type { PageContextServer } from 'vike/types'
import { loadClassOverview } from '../../../features/classes/overviewData'

export const data = (pageContext: PageContextServer) =>
  loadClassOverview(pageContext, pageContext.routeParams.slug ?? '', 'Kelas kompetensi')
