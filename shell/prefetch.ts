/**
 * Link prefetch policy (SPEC §2, §9): a link's page is prefetched once it is visible, after the
 * browser is idle (at most 2 s), unless the connection is 2g, the visitor asked to save data, or
 * there is no connection. One observer for the whole document, so every internal anchor follows the
 * policy (header, footer, rich text from the API) without each having to opt in. Vike's own hover
 * prefetch is off (pages/+config.ts) so this is the only policy.
 */
import { useEffect } from 'react'
import { prefetch } from 'vike/client/router'
import { isBuiltPath } from '../sites/routes'

/** SPEC §9: link prefetch idle time-out. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000

/** The Network Information API, where the browser has it (Chromium); elsewhere nothing is known. */
export interface ConnectionHints {
  effectiveType?: string
  saveData?: boolean
}

/** A connection to spare: 2g or slow-2g, or the visitor asked to save data. Nothing optional goes over it. */
export function constrainedConnection(connection: ConnectionHints | undefined): boolean {
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g')) // '2g' and 'slow-2g'
}

export function mayPrefetch(online: boolean, connection: ConnectionHints | undefined): boolean {
  return online && !constrainedConnection(connection)
}

/** The path to prefetch for an anchor, or null: other sites, downloads, new tabs, unbuilt routes. */
export function prefetchPath(anchor: HTMLAnchorElement, location: Location): string | null {
  if (anchor.target && anchor.target !== '_self') return null
  if (anchor.hasAttribute('download')) return null
  let url: URL
  try {
    url = new URL(anchor.href, location.href)
  } catch {
    return null
  }
  if (url.origin !== location.origin) return null
  if (url.pathname === location.pathname) return null
  return isBuiltPath(url.pathname) ? url.pathname : null
}

// Safari has no requestIdleCallback.
const idle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS })
    : setTimeout(run, 1)

export function useLinkPrefetch() {
  useEffect(() => {
    if (!('IntersectionObserver' in window)) return
    const done = new Set<string>()
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        const anchor = entry.target as HTMLAnchorElement
        observer.unobserve(anchor)
        idle(() => {
          const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection
          if (!mayPrefetch(navigator.onLine, connection)) return
          const path = prefetchPath(anchor, window.location)
          if (!path || done.has(path)) return
          done.add(path)
          prefetch(path).catch((error: unknown) => {
            done.delete(path) // a later sighting may try again
            console.warn(`[prefetch] ${path}:`, error)
          })
        })
      }
    })
    const watch = (root: ParentNode) => root.querySelectorAll('a[href]').forEach((a) => observer.observe(a))
    watch(document)
    // Pages and lists render links after the first paint (client navigation, SWR data).
    const mutations = new MutationObserver((records) => {
      for (const record of records)
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) observer.observe(node)
          else if (node instanceof Element) watch(node)
        })
    })
    mutations.observe(document.body, { childList: true, subtree: true })
    return () => {
      mutations.disconnect()
      observer.disconnect()
    }
  }, [])
}
