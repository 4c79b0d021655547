/**
 * Click and page-load logging (SPEC §3, §4, §7): the page load once per browser session (the flag
 * is set only after the log call succeeded, api/logger.ts), and every click on a link, internal or
 * external, as `{ from, to, type }`. One delegated listener covers every anchor on the page. Logging
 * never delays the navigation and its failures are only logged to the console (SPEC §8 tags).
 */
import { useEffect } from 'react'
import { useApiContext } from '../api/hooks'
import { logClick, logPageLoadOnce } from '../api/logger'
import { isInternalHref } from '../components/Link'
import { whenIdleAfterLoad } from './idle'

let pageLoadStarted = false

export function useClickAndPageLoadLog() {
  const ctx = useApiContext()
  useEffect(() => {
    if (pageLoadStarted) return
    pageLoadStarted = true
    let ran = false
    // The page-load log waits until the page is idle (shell/idle.ts): it is not what the visitor came for.
    const cancel = whenIdleAfterLoad(() => {
      ran = true
      let session: Storage
      try {
        session = window.sessionStorage
      } catch {
        return // storage blocked: without the flag we would log every page, so log none
      }
      void logPageLoadOnce(ctx, session, { from: document.referrer, to: window.location.href }).then(
        (result) => {
          if (result && !result.status) pageLoadStarted = false // retried on the next page (SPEC §4)
        },
      )
    })
    return () => {
      if (ran) return
      cancel()
      pageLoadStarted = false
    }
  }, [ctx])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (!(anchor instanceof HTMLAnchorElement)) return
      const href = anchor.getAttribute('href') ?? ''
      if (href.startsWith('#') || href.startsWith('mailto:') || href.startsWith('tel:')) return
      const internal = isInternalHref(href, window.location.hostname)
      void logClick(ctx, {
        from: window.location.href,
        to: anchor.href,
        type: internal ? 'internal_navigation' : 'external',
      })
    }
    document.addEventListener('click', onClick, { capture: true })
    return () => document.removeEventListener('click', onClick, { capture: true })
  }, [ctx])
}
