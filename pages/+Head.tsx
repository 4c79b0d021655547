/**
 * Head tags for every page: description, robots, share image, favicon, theme colour, and the theme
 * variables as a <style> so the very first paint already has the tenant's colours.
 */
import { usePageContext } from 'vike-react/usePageContext'
import { describe, robots } from '../shell/meta'
import { siteOf } from '../shell/site'
import { SHARE_IMAGE_PATH, SHARE_IMAGE_SIZE } from '../sites/logo'
import { siteOrigin } from '../sites/apiContext'
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
  // Share images are absolute (networks do not resolve relative URLs); the tenant's own is a PNG
  // drawn at build time (sites/shareImage.ts) with its known size.
  const shareImage = new URL(SHARE_IMAGE_PATH, siteOrigin(tenant)).href
  const image = new URL(
    pageContext.data?.meta?.image || meta?.image || settings?.imageDefault || shareImage,
    siteOrigin(tenant),
  ).href
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
      {image === shareImage && (
        <>
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(SHARE_IMAGE_SIZE.width)} />
          <meta property="og:image:height" content={String(SHARE_IMAGE_SIZE.height)} />
        </>
      )}
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
