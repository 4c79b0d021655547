import { useEffect, useState } from 'react'
import { useSite } from '../../shell/site'
import { useLazyQueuedSubmit } from '../../shell/useOfflineQueue'
import { useLiveSettings } from '../../shell/useLiveSettings'
import { loadLanding, loadedLanding } from '../../sites/landings'
import { landingFor } from '../../sites/layouts'

/** The landing the (live) layout selects; the snapshot's landing stays until another one has loaded. */
export function LandingSwitch({ routeName }: { routeName: string }) {
  const { tenant, settings: snapshot } = useSite()
  const live = useLiveSettings()
  const wanted = landingFor(live.settings?.layout, routeName)
  // Only the coming-soon landing sends a form: the others leave the outbox off the first load.
  const queuedSubmit = useLazyQueuedSubmit(wanted.family === 'comingsoon')
  const initial = landingFor(snapshot?.layout, routeName)
  const [, setVersion] = useState(0)
  const Wanted = loadedLanding(wanted.family)
  useEffect(() => {
    if (!Wanted)
      loadLanding(wanted.family).then(
        () => setVersion((v) => v + 1),
        (e) => console.error('[landing]', e),
      )
  }, [Wanted, wanted.family])
  const Landing = Wanted ?? loadedLanding(initial.family)
  if (!Landing) return null
  const product = Wanted ? wanted.product : initial.product
  return (
    <Landing
      tenantKey={tenant.key}
      siteName={live.siteName}
      tagline={tenant.tagline}
      product={product}
      contactEmail={tenant.contactEmail}
      queuedSubmit={queuedSubmit}
    />
  )
}
