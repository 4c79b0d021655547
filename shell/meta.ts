/**
 * Page metadata rules (SPEC §2, §5): the site name is appended to every title but the home page's;
 * descriptions from rich text are stripped of tags and cut to 20 words plus `…`; robots default
 * to `index, follow`.
 */
import { SHARE_IMAGE_PATH, SHARE_IMAGE_SIZE, pageShareImagePath } from '../sites/logo'

export const DESCRIPTION_WORDS = 20
export const DEFAULT_ROBOTS = 'index, follow'

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
}

export function stripTags(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/\s+/g, ' ')
    .trim()
}

/** Plain text of at most 20 words; `…` marks a cut. */
export function describe(richText: string | null | undefined, words = DESCRIPTION_WORDS): string {
  if (!richText) return ''
  const all = stripTags(richText).split(' ').filter(Boolean)
  return all.length > words ? `${all.slice(0, words).join(' ')}…` : all.join(' ')
}

/** `robot_index`/`robot_follow` from the settings' meta; anything but an explicit false counts as yes. */
export function robots(index?: boolean | string | null, follow?: boolean | string | null): string {
  const no = (v: boolean | string | null | undefined) =>
    v === false || v === 'false' || v === 'noindex' || v === 'nofollow'
  if (index === undefined && follow === undefined) return DEFAULT_ROBOTS
  return `${no(index) ? 'noindex' : 'index'}, ${no(follow) ? 'nofollow' : 'follow'}`
}

// ---- discovery: canonical addresses, robots, share images ----

/** What of a tenant the head and the build need to decide indexing and addresses. */
export interface CanonicalTenant {
  key: string
  domains: readonly string[]
  production: boolean
}

/**
 * The origin every canonical, `og:url`, sitemap and JSON-LD address of a tenant is on: its first
 * production domain. The settings' `meta.url` may choose another of the tenant's OWN domains (say
 * `www.` over the bare name); any other host there is ignored, so a CMS typo can never point one
 * tenant's canonicals at another site.
 */
export function canonicalOrigin(tenant: CanonicalTenant, metaUrl?: string | null): string {
  if (metaUrl) {
    try {
      const url = new URL(metaUrl)
      if (/^https?:$/.test(url.protocol) && tenant.domains.includes(url.hostname.toLowerCase()))
        return `${url.protocol}//${url.hostname.toLowerCase()}`
    } catch {
      // not a URL: fall through to the registry's domain
    }
  }
  const domain = tenant.domains[0]
  return domain ? `https://${domain}` : `http://${tenant.key}.localhost`
}

/**
 * The one spelling of a path: no trailing slash (but `/` itself), no `index.html`, no doubled
 * slashes, no query or hash. Case is kept: routes are case-sensitive (SPEC §2), so `/about` is
 * another page (a 404), never a twin of `/About`.
 */
export function canonicalPath(pathname: string): string {
  const bare = pathname.split(/[?#]/)[0] ?? ''
  const single = bare.replace(/\/{2,}/g, '/')
  const noIndex = single.replace(/\/index\.html$/, '/')
  const trimmed = noIndex.replace(/\/+$/, '')
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

export function canonicalUrl(origin: string, pathname: string): string {
  return origin + canonicalPath(pathname)
}

/**
 * May crawlers index this tenant's pages at all? Only a production site (registry `production`)
 * whose address is a real domain: development and staging keys and `*.localhost` sites never.
 */
export function isIndexableSite(tenant: CanonicalTenant): boolean {
  return tenant.production && !canonicalOrigin(tenant).endsWith('.localhost')
}

/**
 * The page's `robots` value: the settings' `robot_index`/`robot_follow` on a production site;
 * `noindex, nofollow` on a non-production one; `noindex` (links still followed) on the not-found
 * and error pages, which must never be indexed under the address that failed.
 */
export function pageRobots(
  tenant: CanonicalTenant,
  meta: { robot_index?: boolean | string | null; robot_follow?: boolean | string | null } | null | undefined,
  failed: boolean,
): string {
  if (!isIndexableSite(tenant)) return 'noindex, nofollow'
  const fromSettings = robots(meta?.robot_index, meta?.robot_follow)
  return failed ? fromSettings.replace(/^index\b/, 'noindex') : fromSettings
}

/** The default share image the build draws for every tenant, a PNG (sites/shareImage.ts): networks ignore SVG. */
export const DEFAULT_SHARE_IMAGE = { path: SHARE_IMAGE_PATH, ...SHARE_IMAGE_SIZE } as const
/** Width asked of the image host for a share image (components/media.ts `w` contract). */
export const SHARE_IMAGE_WIDTH = 1200

/**
 * The share image as crawlers need it: an absolute address, with its size when known. An image
 * from the API or the CMS is asked at 1200 px wide (its height is the image's own). A page with no
 * picture of its own, or only an SVG or inline one (networks show neither), gets its own 1200 × 630
 * PNG with its title, `/og/<path>.png` (`page`: its path; drawn at build for pre-rendered pages,
 * on request for entry paths); the home page and pages without an address get the site's image.
 */
export function shareImage(
  origin: string,
  src: string | null | undefined,
  page: string | null = null,
): { url: string; width?: number; height?: number; type?: string } {
  const absolute = src && src !== DEFAULT_SHARE_IMAGE.path ? new URL(src, origin).href : null
  if (absolute && !/^data:/.test(absolute) && !/\.svg(\?|#|$)/i.test(absolute)) {
    const url = new URL(absolute)
    url.searchParams.set('w', String(SHARE_IMAGE_WIDTH))
    return { url: url.href, width: SHARE_IMAGE_WIDTH }
  }
  const own = page && page !== '/' ? pageShareImagePath(page) : DEFAULT_SHARE_IMAGE.path
  return {
    url: origin + own,
    width: DEFAULT_SHARE_IMAGE.width,
    height: DEFAULT_SHARE_IMAGE.height,
    type: 'image/png',
  }
}
