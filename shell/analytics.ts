/**
 * Page-view analytics (SPEC §7): the provider's gtag script with the site's measurement id
 * (`site.analyticsId`, configuration: sites/analytics.ts). A site without an id loads nothing.
 * - Loaded after the page is interactive (after `load`, when the browser is idle), so it costs the
 *   first load nothing; the script URL is configuration (sites/analytics.ts), local in tests.
 * - One page view per navigation: the automatic page view is off, and the shell sends one for the
 *   first page and for every client-side navigation.
 * - Nothing at all (no script, no hit) when the visitor asks not to be tracked (Do Not Track or
 *   Global Privacy Control).
 */
import { useEffect, useRef } from 'react'
import { whenIdleAfterLoad } from './idle'

type Gtag = (...args: unknown[]) => void

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

/** The visitor's "do not track" wish, in any of the forms browsers express it. */
export function trackingRefused(nav: Navigator & { globalPrivacyControl?: boolean }, win?: Window): boolean {
  const dnt = nav.doNotTrack ?? (win as (Window & { doNotTrack?: string }) | undefined)?.doNotTrack
  return dnt === '1' || dnt === 'yes' || nav.globalPrivacyControl === true
}

/** The gtag queue: calls made before the script arrives wait in `dataLayer` (the provider's contract). */
function gtagQueue(): Gtag {
  window.dataLayer ??= []
  window.gtag ??= function gtag() {
    // gtag reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments)
  }
  return window.gtag
}

let scriptAdded = false

export function usePageViewAnalytics(measurementId: string | null, scriptUrl: string, currentPath: string) {
  const refused = useRef<boolean | null>(null)

  useEffect(() => {
    refused.current = !measurementId || trackingRefused(navigator, window)
    if (refused.current || !measurementId || scriptAdded) return
    const gtag = gtagQueue()
    gtag('js', new Date())
    gtag('config', measurementId, { send_page_view: false })
    return whenIdleAfterLoad(() => {
      if (scriptAdded) return
      scriptAdded = true
      const script = document.createElement('script')
      script.async = true
      script.src = `${scriptUrl}?id=${encodeURIComponent(measurementId)}`
      document.head.appendChild(script)
    })
  }, [measurementId, scriptUrl])

  useEffect(() => {
    if (!measurementId || (refused.current ?? trackingRefused(navigator, window))) return
    // After the new page has set its title (Vike sets it once the page has rendered).
    const timer = window.setTimeout(() => {
      gtagQueue()('event', 'page_view', {
        send_to: measurementId,
        page_location: window.location.href,
        page_title: document.title,
      })
    }, 0)
    return () => window.clearTimeout(timer)
  }, [measurementId, currentPath])
}
