import { loadLanding } from '../../sites/landings'
import type { SiteRuntime } from '../../sites/runtime'
import { siteOf } from '../../shell/site'

/** Loads the site's landing for `route` before the page renders (see sites/landings/index.ts). */
export async function preloadLanding(
  pageContext: Parameters<typeof siteOf>[0],
  route: keyof SiteRuntime['landings'] = 'home',
) {
  await loadLanding(siteOf(pageContext).landings[route].chunk)
}
