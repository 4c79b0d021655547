/**
 * The structured data every page shares, typed with schema-dts so only schema.org
 * vocabulary compiles: a `WebPage` for each page (its canonical address, part of the site), and on
 * the home page the `Organization` behind the site and the `WebSite` itself, with a `SearchAction`
 * when the site has a searchable list in its navigation. Page types of their own (NewsArticle,
 * Event, Course, JobPosting, …) stay with their pages.
 *
 * Which list is "the site's search" is our choice (SPEC has no site-wide search): the first item of
 * the tenant's navigation whose page takes `?q=` (components/SearchBox).
 */
import type { Organization, SearchAction, WebPage, WebSite, WithContext } from 'schema-dts'
import type { SiteSettings } from '../api/settings'
import type { NavItem } from '../sites/registry'

/** List pages whose search lives in `?q=` (they render components/SearchBox). */
export const SEARCHABLE_PATHS = [
  '/Class',
  '/Courses',
  '/Courses/@Premium',
  '/Program',
  '/Curriculum',
  '/News',
  '/Berita',
  '/Blog',
  '/Articles/semua',
  '/Podcasts',
  '/Tulisan-Temans',
  '/Event',
  '/Event/Program',
  '/Portfolio',
] as const

export function searchPath(nav: readonly NavItem[]): string | null {
  const searchable: readonly string[] = SEARCHABLE_PATHS
  return nav.find((item) => searchable.includes(item.path))?.path ?? null
}

export function pageJsonLd(p: {
  url: string
  origin: string
  title: string
  description: string
  siteName: string
}): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': `${p.url}#webpage`,
    url: p.url,
    name: p.title,
    description: p.description,
    inLanguage: 'id',
    isPartOf: { '@type': 'WebSite', '@id': `${p.origin}/#website`, name: p.siteName, url: `${p.origin}/` },
  }
}

export function homeJsonLd(p: {
  origin: string
  siteName: string
  name: string
  description: string
  tenant: { nav: readonly NavItem[] }
  settings: SiteSettings | null
}): [WithContext<Organization>, WithContext<WebSite>] {
  const home = `${p.origin}/`
  const logo = p.settings?.logoLight || p.settings?.logoDark || '/logo.svg'
  const search = searchPath(p.tenant.nav)
  const action: SearchAction | null = search
    ? {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${p.origin}${search}?q={search_term_string}` },
        // schema-dts has no field for Google's `query-input`; it is the documented companion of `target`.
        ...({ 'query-input': 'required name=search_term_string' } as object),
      }
    : null
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${p.origin}/#organization`,
      name: p.name,
      url: home,
      logo: new URL(logo, p.origin).href,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${p.origin}/#website`,
      name: p.siteName,
      url: home,
      description: p.description,
      inLanguage: 'id',
      publisher: { '@id': `${p.origin}/#organization` },
      ...(action ? { potentialAction: action } : {}),
    },
  ]
}
