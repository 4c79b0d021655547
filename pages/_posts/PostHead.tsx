/**
 * Head tags the post pages add to the shell's: the canonical URL on the tenant's production domain
 * (detail pages: the post's own address, whatever title tail was typed), Open Graph and Twitter
 * title and URL, and the section's RSS feed as `rel="alternate"` so readers and crawlers find it.
 */
import { usePageContext } from 'vike-react/usePageContext'
import { siteOf } from '../../shell/site'
import { siteOrigin } from '../../sites/runtime'
import { SECTIONS, type FeedName, type SectionId } from './sections'

export const FEED_TITLES: Record<FeedName, string> = {
  news: 'Berita',
  blog: 'Blog',
  articles: 'Artikel',
  podcasts: 'Podcast',
}

export function PostHead() {
  const pageContext = usePageContext()
  const site = siteOf(pageContext)
  const origin = siteOrigin(site.tenant)
  const data = pageContext.data as { sectionId?: SectionId; canonicalPath?: string } | undefined
  const section = data?.sectionId ? SECTIONS[data.sectionId] : null
  const canonical = origin + (data?.canonicalPath ?? pageContext.urlPathname)
  const siteName = site.settings?.title || site.tenant.name
  const ownTitle = (pageContext.data as { meta?: { title?: string } } | undefined)?.meta?.title
  const title = ownTitle ?? pageContext.config.pageTitle ?? section?.heading ?? siteName
  return (
    <>
      <link rel="canonical" href={canonical} />
      <meta property="og:url" content={canonical} />
      <meta property="og:title" content={title} />
      <meta name="twitter:title" content={title} />
      {section?.feed && (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={`${FEED_TITLES[section.feed]} ${siteName}`}
          href={`${origin}/rss/${section.feed}.xml`}
        />
      )}
    </>
  )
}
