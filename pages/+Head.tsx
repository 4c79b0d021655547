/**
 * Head tags for every page: title-independent meta (description, keywords, robots), the one
 * canonical link, Open Graph and Twitter cards (vike-react writes `og:title` itself, from +title), favicon, theme colour, the theme variables as a
 * <style> so the very first paint already has the tenant's colours, and the page's structured data
 * (a WebPage on every page; Organization and WebSite, with a SearchAction on the site search, on
 * the home page).
 *
 * Discovery rules (issue 14), decided here once rather than per page:
 * - Canonical: the tenant's production origin (shell/meta.ts `canonicalOrigin`) + the page's own
 *   path (`data.canonicalPath` when the page knows a better one, e.g. a post's slug address, else
 *   the requested path) with no trailing slash. The not-found and error pages carry none: they are
 *   `noindex` and the address that failed is no page of the site.
 * - Robots: the settings' `robot_index`/`robot_follow`; `noindex, nofollow` on non-production
 *   tenants (registry `production`), `noindex` on the not-found and error pages.
 * - The SPEC §3 meta fields: `name` (application name, Organization name), `description`,
 *   `keywords`, `type` (og:type, unless the page is an article: `data.ogType`), `image` (share image when the page has none), `card`,
 *   `site_name`, `url` (chooses among the tenant's own domains), `twitter_site`, `robot_*`.
 */
import type { Organization, WebPage, WebSite, WithContext } from 'schema-dts'
import { usePageContext } from 'vike-react/usePageContext'
import { JsonLd } from '../components/JsonLd'
import { canonicalOrigin, canonicalPath, canonicalUrl, describe, pageRobots, shareImage } from '../shell/meta'
import { siteOf } from '../shell/site'
import { mergeTheme, themeCssText } from '../sites/theme'
import { homeJsonLd, pageJsonLd } from '../shell/structuredData'

const ERROR_PAGE_ID = '/pages/_error'

export default function Head() {
  const pageContext = usePageContext()
  const { tenant, settings } = siteOf(pageContext)
  const meta = settings?.meta
  const data = pageContext.data as
    { canonicalPath?: string; ogType?: string; meta?: { title?: string | null } } | undefined
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
  const theme = mergeTheme(tenant.theme, settings?.css)
  const jsonLd: WithContext<WebPage | WebSite | Organization>[] = []
  if (canonical) jsonLd.push(pageJsonLd({ url: canonical, origin, title, description, siteName }))
  if (isHome && canonical)
    jsonLd.push(...homeJsonLd({ origin, siteName, name: meta?.name || siteName, description, settings }))
  return (
    <>
      <meta name="description" content={description} />
      <meta name="robots" content={pageRobots(tenant, meta, failed)} />
      {meta?.keywords && <meta name="keywords" content={meta.keywords} />}
      {meta?.name && <meta name="application-name" content={meta.name} />}
      {canonical && <link rel="canonical" href={canonical} />}
      <meta name="theme-color" content={theme.primary} />
      <meta property="og:type" content={data?.ogType || meta?.type || 'website'} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content="id_ID" />
      <meta property="og:description" content={description} />
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={image.url} />
      {image.type && <meta property="og:image:type" content={image.type} />}
      {image.width && <meta property="og:image:width" content={String(image.width)} />}
      {image.height && <meta property="og:image:height" content={String(image.height)} />}
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:card" content={meta?.card || 'summary_large_image'} />
      {meta?.twitter_site && <meta name="twitter:site" content={meta.twitter_site} />}
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image.url} />
      <link
        rel="icon"
        href={settings?.favicon || '/favicon.svg'}
        type={settings?.favicon ? undefined : 'image/svg+xml'}
      />
      <style>{themeCssText(theme)}</style>
      {jsonLd.length > 0 && <JsonLd data={jsonLd} />}
    </>
  )
}
