/**
 * Each tenant's default logo, favicon and share image, drawn from its name and theme at build time
 * (a CMS logo in the settings replaces them). Initials on the primary colour.
 */
import type { Tenant } from './registry'

export const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function initials(name: string): string {
  const words = name.replace(/[()]/g, '').split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? '?').slice(0, 2)]
  return letters.join('').toUpperCase()
}

export function logoSvg(tenant: Tenant): string {
  const { primary, secondary } = tenant.theme
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${secondary}"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="url(#g)"/><text x="32" y="41" text-anchor="middle" font-family="Raleway, Arial, sans-serif" font-weight="800" font-size="24" fill="#fff">${escapeXml(initials(tenant.name))}</text></svg>`
}

export function shareImageSvg(tenant: Tenant): string {
  const { primary, secondary } = tenant.theme
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${secondary}"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><text x="80" y="330" font-family="Raleway, Arial, sans-serif" font-weight="900" font-size="88" fill="#fff">${escapeXml(tenant.name)}</text><text x="80" y="410" font-family="Inter, Arial, sans-serif" font-size="36" fill="#fff" opacity=".9">${escapeXml(tenant.tagline)}</text></svg>`
}
