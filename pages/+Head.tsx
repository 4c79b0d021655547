/**
 * Head tags for every page: description, robots, share image, favicon, theme colour, and the theme
 * variables as a <style> so the very first paint already has the tenant's colours.
 */
import { usePageContext } from 'vike-react/usePageContext'
import { describe, robots } from '../shell/meta'
import { siteOf } from '../shell/site'
import { mergeTheme, themeCssText } from '../sites/theme'

export default function Head() {
  const pageContext = usePageContext()
  const { tenant, settings } = siteOf(pageContext)
  const meta = settings?.meta
  const description =
    describe(pageContext.data?.meta?.description) ||
    pageContext.config.pageDescription ||
    describe(meta?.description) ||
    tenant.tagline
  const image = pageContext.data?.meta?.image || meta?.image || settings?.imageDefault || '/og-image.svg'
  const theme = mergeTheme(tenant.theme, settings?.css)
  return (
    <>
      <meta name="description" content={description} />
      <meta name="robots" content={robots(meta?.robot_index, meta?.robot_follow)} />
      {meta?.keywords && <meta name="keywords" content={meta.keywords} />}
      <meta name="theme-color" content={theme.primary} />
      <meta property="og:type" content={meta?.type || 'website'} />
      <meta property="og:site_name" content={meta?.site_name || settings?.title || tenant.name} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content={meta?.card || 'summary_large_image'} />
      {meta?.twitter_site && <meta name="twitter:site" content={meta.twitter_site} />}
      <link
        rel="icon"
        href={settings?.favicon || '/favicon.svg'}
        type={settings?.favicon ? undefined : 'image/svg+xml'}
      />
      <style>{themeCssText(theme)}</style>
    </>
  )
}
