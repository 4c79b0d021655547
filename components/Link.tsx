/**
 * Every link of the site (SPEC §2): internal when its hostname is this site's (the address the
 * visitor is on, or one of the tenant's configured hosts) or contains `akun` (the central account
 * site); external links open in a new tab with `rel="noopener noreferrer"`. Internal links are plain
 * anchors: Vike's client router takes them over, and shell/prefetch.ts prefetches them.
 *
 * The server does not know the visitor's address, so until hydration only the configured hosts
 * count; the browser's own hostname joins after, without a hydration mismatch.
 */
import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react'
import { useHydrated } from './urlState'

export function isInternalHref(href: string, currentHosts: string | readonly string[] | undefined): boolean {
  if (href.startsWith('/') && !href.startsWith('//')) return true
  if (href.startsWith('#') || href.startsWith('./') || href.startsWith('../') || href.startsWith('?'))
    return true
  const hosts = typeof currentHosts === 'string' ? [currentHosts] : (currentHosts ?? [])
  try {
    const url = new URL(href, hosts[0] ? `https://${hosts[0]}` : undefined)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
    return hosts.includes(url.hostname) || url.hostname.includes('akun')
  } catch {
    return false
  }
}

const SiteHosts = createContext<readonly string[]>([])

/** The tenant's own hostnames (configured domains, `<key>.localhost`), provided by the shell. */
export function SiteHostsProvider({ hosts, children }: { hosts: readonly string[]; children: ReactNode }) {
  return <SiteHosts.Provider value={hosts}>{children}</SiteHosts.Provider>
}

export function useIsInternal(href: string): boolean {
  const configured = useContext(SiteHosts)
  const hydrated = useHydrated()
  const hosts = hydrated ? [window.location.hostname, ...configured] : configured
  return isInternalHref(href, hosts)
}

export function Link({
  href,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const internal = useIsInternal(href)
  // mail and phone links open the visitor's own app: no new tab.
  if (internal || /^(mailto|tel):/i.test(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  )
}
