/**
 * Links (SPEC §2): internal when the hostname is the current site's or contains `akun` (the central
 * account site); external links open with `rel="noopener noreferrer"`. Internal links are plain
 * anchors: Vike's client router takes them over.
 */
import type { AnchorHTMLAttributes } from 'react'

export function isInternalHref(href: string, currentHost: string | undefined): boolean {
  if (href.startsWith('/') && !href.startsWith('//')) return true
  if (href.startsWith('#') || href.startsWith('./') || href.startsWith('../')) return true
  try {
    const url = new URL(href, currentHost ? `https://${currentHost}` : undefined)
    return url.hostname === currentHost || url.hostname.includes('akun')
  } catch {
    return false
  }
}

export function Link({
  href,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const host = typeof window === 'undefined' ? undefined : window.location.hostname
  if (isInternalHref(href, host)) {
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
