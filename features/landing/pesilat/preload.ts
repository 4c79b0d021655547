import { siteOf } from '../../../shell/site'
import { loadLanding } from '../../../sites/landings'
import { landingFor } from '../../../sites/resolve'

/** The route name the landing rule reads (SPEC §2: the alkademi landing is skipped on Pesilat). */
export const PESILAT_ROUTE_NAME = 'Pesilat'

export async function preloadPesilatLanding(pageContext: Parameters<typeof siteOf>[0]) {
  await loadLanding(landingFor(siteOf(pageContext).settings?.layout, PESILAT_ROUTE_NAME).family)
}
