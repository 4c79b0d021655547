/**
 * The structured data every page shares, typed with schema-dts so only schema.org
 * vocabulary compiles: a `WebPage` for each page (its canonical address, part of the site), and on
 * the home page the `Organization` behind the site and the `WebSite` itself, with a `SearchAction`
 * on the site search's results page (`/Cari?q=`, every tenant has it). Page types of their own
 * (NewsArticle, Event, Course, JobPosting, …) stay with their pages.
 */
import type { Organization, SearchAction, WebPage, WebSite, WithContext } from 'schema-dts'
import type { SiteSettings } from '../api/settings'
import { ROUTES } from '../sites/routes'

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
  settings: SiteSettings | null
}): [WithContext<Organization>, WithContext<WebSite>] {
  const home = `${p.origin}/`
  const logo = p.settings?.logoLight || p.settings?.logoDark || '/logo.svg'
  const action: SearchAction = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${p.origin}${ROUTES.search.pattern}?q={search_term_string}`,
    },
    // schema-dts has no field for Google's `query-input`; it is the documented companion of `target`.
    ...({ 'query-input': 'required name=search_term_string' } as object),
  }
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
      potentialAction: action,
    },
  ]
}
