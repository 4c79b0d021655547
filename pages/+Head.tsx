/**
 * Head tags for every page: title-independent meta (description, keywords, robots), the one
 * canonical link, Open Graph and Twitter cards (vike-react writes `og:title` itself, from +title), favicon, theme colour, the theme variables as a
 * <style> so the very first paint already has the tenant's colours, and the page's structured data
 * (a WebPage on every page; Organization and WebSite, with a SearchAction on the site search, on
 * the home page).
 *
 * Discovery rules, decided here once rather than per page:
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
import { usePageContext } from 'vike-react/usePageContext'
import { headTags } from '../shell/headTags'
import { siteOf } from '../shell/site'
import { mergeTheme, themeCssText } from '../sites/theme'

export default function Head() {
  const pageContext = usePageContext()
  const { tenant, settings } = siteOf(pageContext)
  // The same list is written into document.head after a client-side navigation (+onAfterRenderClient).
  const head = headTags(pageContext)
  return (
    <>
      {head.meta.map((tag) =>
        tag.attr === 'name' ? (
          <meta key={tag.key} name={tag.key} content={tag.content} />
        ) : (
          <meta key={tag.key} property={tag.key} content={tag.content} />
        ),
      )}
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      <meta name="theme-color" content={head.themeColor} />
      <link
        rel="icon"
        href={settings?.favicon || '/favicon.svg'}
        type={settings?.favicon ? undefined : 'image/svg+xml'}
      />
      <style>{themeCssText(mergeTheme(tenant.theme, settings?.css))}</style>
      {head.jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: head.jsonLd }} />}
    </>
  )
}
