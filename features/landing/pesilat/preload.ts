import { siteOf } from '../../../shell/site'
import { preloadLanding } from '../preload'

export async function preloadPesilatLanding(pageContext: Parameters<typeof siteOf>[0]) {
  await preloadLanding(pageContext, 'pesilat')
}
