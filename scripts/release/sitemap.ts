/**
 * Sitemaps and robots.txt per tenant, written at build time into the tenant's site root
 * like the feeds (scripts/feeds.ts). This module is the pure part: entries in, files out.
 *
 * - `sitemap.xml` is a `<urlset>` while the tenant has at most `SITEMAP_MAX_URLS` addresses; past
 *   that it becomes a `<sitemapindex>` naming `sitemap-1.xml`, `sitemap-2.xml`, … of at most that
 *   many each (the protocol allows 50,000; 10,000 keeps each file small for slow crawlers and CDNs).
 * - Every address is absolute on the tenant's canonical origin; `lastmod` is the item's own date
 *   (W3C datetime) and is left out where the item has none (static pages, fixed content), rather
 *   than claiming the build's time.
 * - robots.txt: a production site allows crawling, keeps crawlers out of the pages that only make
 *   sense inside a flow (sign-in and payment callbacks, payment status, the account area) and names
 *   its sitemap; a non-production site (registry `production: false`, no production domain)
 *   disallows everything. A production site whose settings say `robot_index: false` stays
 *   crawlable (so crawlers read the pages' `noindex`) but names no sitemap.
 */
import { xmlEscape } from '../feeds'

export const SITEMAP_MAX_URLS = 10_000
export const SITEMAP_FILE = 'sitemap.xml'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string
  /** Any date `Date` parses; written as ISO 8601, left out when missing or invalid. */
  lastmod?: string | null
}

export interface OutFile {
  /** File name in the site root. */
  path: string
  body: string
}

/**
 * Pre-rendered pages that are steps of a flow, not pages to be found: listed nowhere for crawlers
 * and disallowed in robots.txt. (They are still served and still carry their canonical link.)
 */
export const UNLISTED_PATHS: readonly string[] = [
  '/CallbackAuth',
  '/CallbackPayment',
  '/Payment-Status/Error',
  '/Payment-Status/Success',
  '/Welcome',
  '/Welcome/Redaksi',
]

export function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** Entries without duplicates (first one wins, its order kept); a later date fills a missing one. */
export function uniqueEntries(entries: readonly SitemapEntry[]): SitemapEntry[] {
  const byLoc = new Map<string, SitemapEntry>()
  for (const entry of entries) {
    const known = byLoc.get(entry.loc)
    if (!known) byLoc.set(entry.loc, { ...entry })
    else if (!w3cDate(known.lastmod) && w3cDate(entry.lastmod)) known.lastmod = entry.lastmod
  }
  return [...byLoc.values()]
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = w3cDate(e.lastmod)
    return `<url><loc>${xmlEscape(e.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`
  })
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="${NS}">`, ...urls, '</urlset>', ''].join(
    '\n',
  )
}

export function sitemapIndexXml(children: readonly SitemapEntry[]): string {
  const maps = children.map((e) => {
    const lastmod = w3cDate(e.lastmod)
    return `<sitemap><loc>${xmlEscape(e.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<sitemapindex xmlns="${NS}">`,
    ...maps,
    '</sitemapindex>',
    '',
  ].join('\n')
}

const newest = (entries: readonly SitemapEntry[]): string | null =>
  entries.reduce<string | null>((max, e) => {
    const d = w3cDate(e.lastmod)
    return d && (!max || d > max) ? d : max
  }, null)

/**
 * The sitemap files of one tenant: `sitemap.xml` alone, or past `maxUrls` an index plus
 * `sitemap-N.xml` parts. Duplicate addresses are written once.
 */
export function sitemapFiles(
  origin: string,
  entries: readonly SitemapEntry[],
  maxUrls = SITEMAP_MAX_URLS,
): OutFile[] {
  const unique = uniqueEntries(entries)
  if (unique.length <= maxUrls) return [{ path: SITEMAP_FILE, body: urlsetXml(unique) }]
  const parts: OutFile[] = []
  const children: SitemapEntry[] = []
  for (let i = 0; i < unique.length; i += maxUrls) {
    const chunk = unique.slice(i, i + maxUrls)
    const file = `sitemap-${parts.length + 1}.xml`
    parts.push({ path: file, body: urlsetXml(chunk) })
    children.push({ loc: `${origin}/${file}`, lastmod: newest(chunk) })
  }
  return [{ path: SITEMAP_FILE, body: sitemapIndexXml(children) }, ...parts]
}

export function robotsTxt(p: { origin: string; indexable: boolean; listSitemap: boolean }): string {
  if (!p.indexable)
    return [
      '# Not a production site: nothing here is to be indexed.',
      'User-agent: *',
      'Disallow: /',
      '',
    ].join('\n')
  return [
    'User-agent: *',
    'Allow: /',
    ...UNLISTED_PATHS.map((path) => `Disallow: ${path}`),
    ...(p.listSitemap ? ['', `Sitemap: ${p.origin}/${SITEMAP_FILE}`] : []),
    '',
  ].join('\n')
}

/** `/Event/Careers/{id}/{slug?}` + `{ id: '3' }` → `/Event/Careers/3` (values encoded). */
export function fillPattern(pattern: string, params: Record<string, string | number | undefined>): string {
  const segments = pattern.split('/').filter(Boolean)
  const out: string[] = []
  for (const segment of segments) {
    const param = /^\{(\w+)(\?)?\}$/.exec(segment)
    if (!param) {
      out.push(segment)
      continue
    }
    const value = params[param[1]!]
    if (value === undefined || value === '') {
      if (param[2]) continue
      throw new Error(`${pattern}: missing ${param[1]}`)
    }
    out.push(encodeURIComponent(String(value)))
  }
  return `/${out.join('/')}`
}
