import { useSite } from '../../shell/site'
import { useLazyQueuedSubmit } from '../../shell/outbox/useLazyQueuedSubmit'
import { useLiveSettings } from '../../shell/useLiveSettings'
import { loadedLanding } from '../../sites/landings'
import type { SiteRuntime } from '../../sites/runtime'

/**
 * The landing the site's layout selects, resolved by the server (`site.landings`) and preloaded
 * before the render (./preload.ts). A layout changed in the CMS takes effect with the next build:
 * the browser knows only its own landing, not the rule that maps every layout key to one.
 */
export function LandingSwitch({ route }: { route: keyof SiteRuntime['landings'] }) {
  const site = useSite()
  const { tenant } = site
  const live = useLiveSettings()
  const landing = site.landings[route]
  // Only the coming-soon landing sends a form: the others leave the outbox off the first load.
  const queuedSubmit = useLazyQueuedSubmit(landing.family === 'comingsoon')
  const Landing = loadedLanding(landing.chunk)
  if (!Landing) return null
  return (
    <Landing
      tenantKey={tenant.key}
      siteName={live.siteName}
      tagline={tenant.tagline}
      product={landing.product}
      contactEmail={tenant.contactEmail}
      hero={tenant.hero}
      queuedSubmit={queuedSubmit}
    />
  )
}
