/**
 * The head tags of a page, computed once from its page context: pages/+Head.tsx renders them into
 * the server HTML, and after a client-side navigation `applyHeadTags` writes the same list into
 * `document.head` (Vike renders `+Head` on the server only; vike-react updates just the title and
 * its own `description` setting). So a link shared after a click names the page shown, with the
 * same values a crawler reads in the raw HTML of that address.
 */
import type { Organization, WebPage, WebSite, WithContext } from 'schema-dts'
import type { PageContext } from 'vike/types'
import { jsonLdText } from '../components/JsonLd'
import { mergeTheme } from '../sites/theme'
import { canonicalOrigin, canonicalPath, canonicalUrl, describe, pageRobots, shareImage } from './meta'
import { siteOf } from './site'
import { homeJsonLd, pageJsonLd } from './structuredData'

const ERROR_PAGE_ID = '/pages/_error'

/** A `<meta name>` or `<meta property>` tag. */
export interface MetaTag {
  attr: 'name' | 'property'
  key: string
  content: string
}

export interface HeadTags {
  meta: MetaTag[]
  canonical: string | null
  /** The serialised JSON-LD of the shared structured data (components/JsonLd), or null. */
  jsonLd: string | null
  themeColor: string
}

/** Every meta key this module may write: on a client navigation those the new page lacks are removed. */
const MANAGED_META: readonly (readonly [MetaTag['attr'], string])[] = [
  ['name', 'description'],
  ['name', 'robots'],
  ['name', 'keywords'],
  ['name', 'application-name'],
  ['property', 'og:type'],
  ['property', 'og:site_name'],
  ['property', 'og:locale'],
  ['property', 'og:description'],
  ['property', 'og:url'],
  ['property', 'og:image'],
  ['property', 'og:image:type'],
  ['property', 'og:image:width'],
  ['property', 'og:image:height'],
  ['property', 'og:image:alt'],
  ['name', 'twitter:card'],
  ['name', 'twitter:site'],
  ['name', 'twitter:title'],
  ['name', 'twitter:description'],
  ['name', 'twitter:image'],
]

type HeadPageContext = Pick<PageContext, 'is404' | 'pageId' | 'urlPathname' | 'config' | 'data' | 'site'>

export function headTags(pageContext: HeadPageContext): HeadTags {
  const { tenant, settings } = siteOf(pageContext)
  const meta = settings?.meta
  const data = pageContext.data as
    | {
        canonicalPath?: string
        ogType?: string
        meta?: { title?: string | null }
        /** A page this site builds but does not offer (its menu does not list it): never indexed. */
        noindex?: boolean
      }
    | undefined
  // The not-found / error page. Not `typeof is404 === 'boolean'`: Vike's prerender() sets
  // `is404: false` on ordinary pages too, renderPage() does not.
  const failed = pageContext.is404 === true || pageContext.pageId === ERROR_PAGE_ID
  const isHome = !failed && pageContext.urlPathname === '/'
  const siteName = meta?.site_name || settings?.title || tenant.name
  const origin = canonicalOrigin(tenant, meta?.url)
  const canonical = failed ? null : canonicalUrl(origin, data?.canonicalPath ?? pageContext.urlPathname)
  const title = (!isHome && (data?.meta?.title || pageContext.config.pageTitle)) || siteName
  const description =
    describe(pageContext.data?.meta?.description) ||
    pageContext.config.pageDescription ||
    describe(meta?.description) ||
    tenant.tagline
  const image = shareImage(
    origin,
    pageContext.data?.meta?.image || meta?.image || settings?.imageDefault || null,
    failed ? null : canonicalPath(data?.canonicalPath ?? pageContext.urlPathname),
  )
  const jsonLd: WithContext<WebPage | WebSite | Organization>[] = []
  if (canonical) jsonLd.push(pageJsonLd({ url: canonical, origin, title, description, siteName }))
  if (isHome && canonical)
    jsonLd.push(...homeJsonLd({ origin, siteName, name: meta?.name || siteName, description, settings }))

  const tags: MetaTag[] = []
  const add = (attr: MetaTag['attr'], key: string, content: string | null | undefined) => {
    if (content) tags.push({ attr, key, content })
  }
  add('name', 'description', description)
  add('name', 'robots', pageRobots(tenant, meta, failed || data?.noindex === true))
  add('name', 'keywords', meta?.keywords)
  add('name', 'application-name', meta?.name)
  add('property', 'og:type', data?.ogType || meta?.type || 'website')
  add('property', 'og:site_name', siteName)
  add('property', 'og:locale', 'id_ID')
  add('property', 'og:description', description)
  add('property', 'og:url', canonical)
  add('property', 'og:image', image.url)
  add('property', 'og:image:type', image.type)
  add('property', 'og:image:width', image.width ? String(image.width) : null)
  add('property', 'og:image:height', image.height ? String(image.height) : null)
  add('property', 'og:image:alt', title)
  add('name', 'twitter:card', meta?.card || 'summary_large_image')
  add('name', 'twitter:site', meta?.twitter_site)
  add('name', 'twitter:title', title)
  add('name', 'twitter:description', description)
  add('name', 'twitter:image', image.url)
  return {
    meta: tags,
    canonical,
    jsonLd: jsonLd.length ? jsonLdText(jsonLd) : null,
    themeColor: mergeTheme(tenant.theme, settings?.css).primary,
  }
}

/**
 * The shared JSON-LD is the only structured data in <head>: pages render their own (NewsArticle,
 * Event, …) in the body, where React replaces it with the page.
 */
const HEAD_JSON_LD = 'script[type="application/ld+json"]'

/** Writes a page's head tags into `document.head`, replacing the previous page's. */
export function applyHeadTags(head: HeadTags, doc: Document = document): void {
  for (const [attr, key] of MANAGED_META) {
    const wanted = head.meta.find((tag) => tag.attr === attr && tag.key === key)
    const present = [...doc.head.querySelectorAll<HTMLMetaElement>(`meta[${attr}="${key}"]`)]
    if (!wanted) {
      present.forEach((el) => el.remove())
      continue
    }
    const [first, ...extra] = present
    extra.forEach((el) => el.remove())
    const el = first ?? doc.head.appendChild(doc.createElement('meta'))
    el.setAttribute(attr, key)
    el.setAttribute('content', wanted.content)
  }

  const links = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')]
  if (!head.canonical) links.forEach((el) => el.remove())
  else {
    const [first, ...extra] = links
    extra.forEach((el) => el.remove())
    const link = first ?? doc.head.appendChild(doc.createElement('link'))
    link.setAttribute('rel', 'canonical')
    link.setAttribute('href', head.canonical)
  }

  doc.head.querySelectorAll(HEAD_JSON_LD).forEach((el) => el.remove())
  if (head.jsonLd) {
    const script = doc.createElement('script')
    script.type = 'application/ld+json'
    script.textContent = head.jsonLd
    doc.head.appendChild(script)
  }

  doc.head.querySelector('meta[name="theme-color"]')?.setAttribute('content', head.themeColor)
}
