/**
 * Head tags the post pages add to the shell's (pages/+Head.tsx, which writes the canonical link,
 * Open Graph and Twitter tags for every page from `data.canonicalPath`): the section's RSS feed as
 * `rel="alternate"` so readers and crawlers find it.
 */
import { usePageContext } from 'vike-react/usePageContext'
import { siteOf } from '../../shell/site'
import { siteOrigin } from '../../sites/apiContext'
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
  const data = pageContext.data as { sectionId?: SectionId } | undefined
  const section = data?.sectionId ? SECTIONS[data.sectionId] : null
  if (!section?.feed) return null
  const siteName = site.settings?.title || site.tenant.name
  return (
    <link
      rel="alternate"
      type="application/rss+xml"
      title={`${FEED_TITLES[section.feed]} ${siteName}`}
      href={`${siteOrigin(site.tenant)}/rss/${section.feed}.xml`}
    />
  )
}
