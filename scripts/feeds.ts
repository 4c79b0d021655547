/**
 * RSS 2.0 feeds per tenant, written at build time into its site root (`/rss/news.xml`,
 * `/rss/blog.xml`, `/rss/articles.xml`, `/rss/podcasts.xml`): the 20 newest posts, absolute links
 * on the tenant's production domain, and for podcasts an `enclosure` per episode plus the iTunes
 * tags podcast apps read. The list pages link them with `<link rel="alternate">`.
 *
 * Links follow the tenant's own section names: a site whose navigation shows Berita (and not News)
 * links news items to `/Berita/…`; one that shows Tulisan Temans (and not Blog) links blog items there.
 * A feed whose call fails fails the tenant's build (its previous output stays), like its settings.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Post } from '../api/posts'
import { cutSummary } from '../api/postSummary'
import { audioOf } from '../features/posts/media'
import { canonicalSection, SECTIONS, type FeedName, type Section } from '../features/posts/sections'
import { apiContextFor, siteOrigin, type SiteRuntime } from '../sites/runtime'
import { describe } from '../shell/meta'
import { feedsOf, POST_KIND_TABLE, type PostKind } from '../api/postKinds'

/** Plain text read of a post for its item's description: past 60 words, never the whole body. */
const FEED_TEXT_CHARS = 1000

export const FEED_ITEMS = 20

/** The feeds and their kinds, from the kind table (api/postKinds.ts): one per kind that has one. */
const FEED_ROWS = feedsOf(POST_KIND_TABLE) as { kind: PostKind; feed: FeedName; label: string }[]

export const FEEDS: readonly FeedName[] = FEED_ROWS.map((row) => row.feed)

const feedRow = (feed: FeedName) => FEED_ROWS.find((row) => row.feed === feed)!

export function xmlEscape(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // XML 1.0 forbids most control characters: drop them rather than write an invalid feed.
      // eslint-disable-next-line no-control-regex
      .replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
  )
}

const rfc822 = (value: string | null | undefined): string | null => {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toUTCString()
}

/** The section whose pages a feed's items link to on this tenant. */
export function feedSection(site: SiteRuntime, feed: FeedName): Section {
  // The first section of the feed's kind; its canonical twin on this tenant.
  const section = Object.values(SECTIONS).find((s) => s.feed === feed)
  if (!section) throw new Error(`feed ${feed}: no section of features/posts/sections.ts shows its kind`)
  return canonicalSection(site.tenant.nav, section)
}

const tag = (name: string, value: string | null | undefined) =>
  value ? `<${name}>${xmlEscape(value)}</${name}>` : ''

export function feedXml(site: SiteRuntime, feed: FeedName, posts: readonly Post[], now = new Date()): string {
  const origin = siteOrigin(site.tenant)
  const section = feedSection(site, feed)
  const siteName = site.settings?.title || site.tenant.name
  const title = `${feedRow(feed).label} ${siteName}`
  const description = `${section.intro} Dari ${siteName}.`
  const self = `${origin}/rss/${feed}.xml`
  // Episodes carry their audio as an enclosure, and the iTunes tags podcast apps read.
  const podcast = section.schemaType === 'PodcastEpisode'
  const image = new URL(site.settings?.logoLight || site.settings?.logoDark || '/logo.svg', origin).href
  const items = posts.slice(0, FEED_ITEMS).map((post) => {
    const link = origin + section.detailHref(post)
    const audio = podcast ? audioOf(post) : null
    return [
      '<item>',
      tag('title', post.title),
      tag('link', link),
      `<guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      tag('pubDate', rfc822(post.publishedAt)),
      tag('description', describe(cutSummary(post.summary || post.content, FEED_TEXT_CHARS), 60)),
      tag('category', post.category?.name),
      tag('dc:creator', post.author?.name),
      audio
        ? `<enclosure url="${xmlEscape(new URL(audio.src, origin).href)}" length="0" type="${audio.src.endsWith('.mp3') ? 'audio/mpeg' : 'audio/wav'}"/>`
        : '',
      podcast && audio?.duration ? tag('itunes:duration', String(Math.round(audio.duration))) : '',
      podcast
        ? tag('itunes:summary', describe(cutSummary(post.summary || post.content, FEED_TEXT_CHARS), 60))
        : '',
      podcast && post.cover ? `<itunes:image href="${xmlEscape(post.cover)}"/>` : '',
      '</item>',
    ].join('')
  })
  const itunes = podcast
    ? [
        tag('itunes:author', siteName),
        tag('itunes:summary', description),
        `<itunes:image href="${xmlEscape(image)}"/>`,
        '<itunes:category text="Education"/>',
        '<itunes:explicit>false</itunes:explicit>',
        '<itunes:type>episodic</itunes:type>',
      ].join('')
    : ''
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/"' +
      (podcast ? ' xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"' : '') +
      '>',
    '<channel>',
    tag('title', title),
    tag('link', origin + section.listPath),
    tag('description', description),
    '<language>id</language>',
    // The newest item's date, not the clock: an unchanged feed stays byte-identical between builds.
    tag('lastBuildDate', rfc822(posts[0]?.publishedAt) ?? now.toUTCString()),
    `<atom:link href="${xmlEscape(self)}" rel="self" type="application/rss+xml"/>`,
    `<image><url>${xmlEscape(image)}</url>${tag('title', title)}${tag('link', origin + section.listPath)}</image>`,
    itunes,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}

async function fetchFeed(site: SiteRuntime, feed: FeedName): Promise<Post[]> {
  // Loaded late on purpose: api/posts brings React (its hooks), and a React loaded before Vike has
  // set production mode breaks pre-rendering ("dispatcher.getOwner is not a function").
  const { listArticles, listPosts } = await import('../api/posts')
  const ctx = apiContextFor(site)
  const { kind } = feedRow(feed)
  // Articles have their own list call (with their category, which their addresses carry).
  const result =
    kind === 'article'
      ? await listArticles(ctx, { page: 1, pageSize: FEED_ITEMS })
      : await listPosts(ctx, { kindSlug: kind, page: 1, pageSize: FEED_ITEMS })
  if (!result.status) throw new Error(`feed ${feed}: ${result.message}`)
  return result.data
}

/** Writes every feed of the tenant into `<dir>/rss/`. */
export async function writeFeeds(site: SiteRuntime, dir: string): Promise<void> {
  const lists = await Promise.all(FEEDS.map((feed) => fetchFeed(site, feed)))
  const folder = path.join(dir, 'rss')
  fs.mkdirSync(folder, { recursive: true })
  const now = new Date(
    process.env.SOURCE_DATE_EPOCH ? Number(process.env.SOURCE_DATE_EPOCH) * 1000 : Date.now(),
  )
  FEEDS.forEach((feed, i) => {
    fs.writeFileSync(path.join(folder, `${feed}.xml`), feedXml(site, feed, lists[i] ?? [], now))
  })
}
