import { loadLanding } from '../../sites/landings'
import { landingFor } from '../../sites/layouts'
import { siteOf } from '../../shell/site'

/** Loads the snapshot layout's landing before the page renders (see sites/landings/index.ts). */
export async function preloadLanding(pageContext: Parameters<typeof siteOf>[0]) {
  await loadLanding(landingFor(siteOf(pageContext).settings?.layout, 'Home').family)
}
