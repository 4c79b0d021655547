/**
 * Each tenant's default logo, favicon and share image, drawn from its name and theme at build time
 * (a CMS logo in the settings replaces them). Initials on the primary colour.
 */
import type { Tenant } from './registry'
import { shadeForWhiteText } from './theme'

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

/** The tenant's share image (sites/shareImage.ts draws it at build time), at the size Open Graph expects. */
export const SHARE_IMAGE_PATH = '/og-image.png'
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** Greedy word wrap to lines of at most `max` characters (a longer word stands alone). */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1]
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/**
 * The 1200×630 share image: the initials tile, the site's name (up to two lines) and tagline on its
 * colours. Text sits on the accessible shades (white passes 4.5:1, sites/theme.ts); the raw brand
 * colour is the accent band. Rasterised to PNG by sites/shareImage.ts.
 */
export function shareImageSvg(
  tenant: Tenant,
  fonts: { heading: string; text: string } = { heading: 'Raleway', text: 'Inter' },
): string {
  const { primary, secondary } = tenant.theme
  const [from, to] = [shadeForWhiteText(primary), shadeForWhiteText(secondary)]
  const name = wrapWords(tenant.name, 20).slice(0, 2)
  const nameSize = name.some((l) => l.length > 16) ? 76 : 92
  const tagline = wrapWords(tenant.tagline, 52).slice(0, 2)
  const nameTop = 330 - (name.length - 1) * nameSize * 0.45
  const nameLines = name
    .map((l, i) => `<tspan x="80" y="${Math.round(nameTop + i * nameSize * 1.1)}">${escapeXml(l)}</tspan>`)
    .join('')
  const tagTop = Math.round(nameTop + (name.length - 1) * nameSize * 1.1 + 80)
  const tagLines = tagline
    .map((l, i) => `<tspan x="80" y="${tagTop + i * 48}">${escapeXml(l)}</tspan>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SHARE_IMAGE_SIZE.width} ${SHARE_IMAGE_SIZE.height}" width="${SHARE_IMAGE_SIZE.width}" height="${SHARE_IMAGE_SIZE.height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><rect y="606" width="1200" height="24" fill="${primary}"/><rect x="80" y="72" width="96" height="96" rx="22" fill="#fff" fill-opacity=".16" stroke="#fff" stroke-opacity=".6" stroke-width="2"/><text x="128" y="136" text-anchor="middle" font-family="${escapeXml(fonts.heading)}" font-weight="800" font-size="38" fill="#fff">${escapeXml(initials(tenant.name))}</text><text font-family="${escapeXml(fonts.heading)}" font-weight="800" font-size="${nameSize}" fill="#fff">${nameLines}</text><text font-family="${escapeXml(fonts.text)}" font-weight="400" font-size="36" fill="#fff">${tagLines}</text></svg>`
}

/** Where a page's own share image lives: `/og/Class/kopi.png` for `/Class/kopi`. */
export const PAGE_SHARE_IMAGE_DIR = '/og'

export function pageShareImagePath(pathname: string): string {
  return `${PAGE_SHARE_IMAGE_DIR}${pathname}.png`
}

/** The page a share image address stands for (`/og/Class/kopi.png` → `/Class/kopi`), else null. */
export function pageOfShareImage(urlPath: string): string | null {
  const prefix = `${PAGE_SHARE_IMAGE_DIR}/`
  if (!urlPath.startsWith(prefix) || !urlPath.endsWith('.png')) return null
  const page = urlPath.slice(PAGE_SHARE_IMAGE_DIR.length, -'.png'.length)
  return page.length > 1 ? page : null
}

/**
 * A page's 1200×630 share image: the page's title large (up to three lines), the site's initials
 * and name above it, on the accessible shade of the primary colour with the secondary as the accent
 * band. A flat background, not the site image's gradient: it is drawn for every page, and the
 * gradient doubles the rasterising time.
 */
export function pageShareImageSvg(
  tenant: Tenant,
  title: string,
  fonts: { heading: string; text: string } = { heading: 'Raleway', text: 'Inter' },
): string {
  const { primary, secondary } = tenant.theme
  const background = shadeForWhiteText(primary)
  let lines = wrapWords(title, 26)
  if (lines.length > 3) lines = [...lines.slice(0, 2), `${lines[2]}…`]
  const size = lines.some((l) => l.length > 20) ? 64 : 76
  const top = 300 - (lines.length - 1) * size * 0.5
  const titleLines = lines
    .map((l, i) => `<tspan x="80" y="${Math.round(top + i * size * 1.15)}">${escapeXml(l)}</tspan>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SHARE_IMAGE_SIZE.width} ${SHARE_IMAGE_SIZE.height}" width="${SHARE_IMAGE_SIZE.width}" height="${SHARE_IMAGE_SIZE.height}"><rect width="1200" height="630" fill="${background}"/><rect y="590" width="1200" height="40" fill="${secondary}"/><rect y="582" width="1200" height="8" fill="${primary}"/><rect x="80" y="64" width="72" height="72" rx="16" fill="#fff" fill-opacity=".16" stroke="#fff" stroke-opacity=".6" stroke-width="2"/><text x="116" y="112" text-anchor="middle" font-family="${escapeXml(fonts.heading)}" font-weight="800" font-size="28" fill="#fff">${escapeXml(initials(tenant.name))}</text><text x="176" y="112" font-family="${escapeXml(fonts.text)}" font-weight="400" font-size="32" fill="#fff">${escapeXml(tenant.name)}</text><text font-family="${escapeXml(fonts.heading)}" font-weight="800" font-size="${size}" fill="#fff">${titleLines}</text></svg>`
}

/**
 * The logo for a background (SPEC §3 `logoDark`, `logoLight`). Read as the colour of the artwork:
 * `logoDark` is the dark logo, for light backgrounds (the white header, the maintenance screen);
 * `logoLight` the light one, for dark backgrounds (the footer). A site that has not uploaded the
 * variant a background needs gets the generated `/logo.svg` (white initials on the brand
 * gradient, legible on both) rather than the other variant, which could vanish into the background.
 */
export function logoFor(
  settings: { logoDark?: string | null; logoLight?: string | null } | null | undefined,
  background: 'light' | 'dark',
): string {
  const chosen = background === 'light' ? settings?.logoDark : settings?.logoLight
  return chosen?.trim() || GENERATED_LOGO
}

export const GENERATED_LOGO = '/logo.svg'
