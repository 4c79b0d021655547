/**
 * The post kinds, once, with every surface outside a post's own page that shows posts of the kind:
 * its pre-rendered list pages, its RSS feed, the landing section of its newest posts, the kind site
 * search tags it with, whether the writers' desk writes it and whether the sitemap lists it.
 *
 * Every other list of kinds is derived from this table (the API's `POST_KINDS`, the feeds, the
 * sitemap's post lists, the search kinds, the desk's kinds, the landings' "latest" lists and the
 * release service's rebuild plan, scripts/release/rebuildPlan.ts); tests/unit/post-kinds.test.ts
 * checks that a kind added here reaches each of them and that no other module lists kinds by hand.
 *
 * `lists` are the list addresses of the kind (routes of sites/routes.ts; the test holds the two
 * together): the pre-rendered ones carry their first page of items, the others (`/Articles/semua`,
 * by category) are rendered on request. `landing` says the home may show the kind (whether it does
 * depends on the tenant's landing family, so a rebuild re-renders the home for such a kind).
 */

export interface PostKindRow {
  /** Indonesian name of the kind: feed titles and search groups. */
  label: string
  /** List pages that show posts of the kind. */
  lists: readonly string[]
  /** Its RSS feed, `/rss/<feed>.xml`; null for none. */
  feed: string | null
  /** The home's "latest" section of this kind: how many newest posts it shows; null for none. */
  landing: { pageSize: number } | null
  /** The kind site search files its items under (shell/search/kinds.ts). */
  search: string
  /** Written on the writers' desk (features/desk). */
  desk: boolean
}

export const POST_KIND_TABLE = {
  news: {
    label: 'Berita',
    lists: ['/News', '/Berita'],
    feed: 'news',
    landing: { pageSize: 3 },
    search: 'news',
    desk: true,
  },
  blog: {
    label: 'Blog',
    lists: ['/Blog', '/Tulisan-Temans'],
    feed: 'blog',
    landing: { pageSize: 3 },
    search: 'blog',
    desk: true,
  },
  article: {
    label: 'Artikel',
    lists: ['/Articles/semua'],
    feed: 'articles',
    landing: { pageSize: 3 },
    search: 'article',
    desk: true,
  },
  podcast: {
    label: 'Podcast',
    lists: ['/Podcasts'],
    feed: 'podcasts',
    landing: { pageSize: 3 },
    search: 'podcast',
    desk: true,
  },
  event: {
    label: 'Acara',
    lists: ['/Event'],
    feed: null,
    landing: null,
    search: 'event',
    desk: false,
  },
  program: {
    label: 'Info Program',
    lists: ['/Event/Program'],
    feed: null,
    landing: null,
    search: 'programPost',
    desk: false,
  },
} as const satisfies Record<string, PostKindRow>

export type PostKindTable = Readonly<Record<string, PostKindRow>>
export type PostKind = keyof typeof POST_KIND_TABLE
type Rows = typeof POST_KIND_TABLE
export type FeedName = NonNullable<Rows[PostKind]['feed']>
export type PostSearchKind = Rows[PostKind]['search']

export const kindsOf = <T extends PostKindTable>(table: T) => Object.keys(table) as (keyof T & string)[]

/** The kinds that have a feed, with the feed's name, in table order. */
export function feedsOf(table: PostKindTable): { kind: string; feed: string; label: string }[] {
  return Object.entries(table).flatMap(([kind, row]) =>
    row.feed ? [{ kind, feed: row.feed, label: row.label }] : [],
  )
}

/** The search kinds of posts with their labels, in table order. */
export function searchKindsOf(table: PostKindTable): Record<string, string> {
  return Object.fromEntries(Object.values(table).map((row) => [row.search, row.label]))
}

/** The kinds the writers' desk writes, in table order. */
export const deskKindsOf = (table: PostKindTable): string[] =>
  Object.entries(table).flatMap(([kind, row]) => (row.desk ? [kind] : []))

/** The home's "latest" list of a kind: the query its landing section reads (null: no section). */
export function latestOf(table: PostKindTable, kind: string): { kindSlug: string; pageSize: number } | null {
  const landing = table[kind]?.landing
  return landing ? { kindSlug: kind, pageSize: landing.pageSize } : null
}

export const POST_KINDS = kindsOf(POST_KIND_TABLE)

export const isPostKind = (kind: string): kind is PostKind => Object.hasOwn(POST_KIND_TABLE, kind)

/** The feed a kind's posts appear in, by feed name. */
export const FEED_KIND = Object.fromEntries(
  feedsOf(POST_KIND_TABLE).map(({ feed, kind }) => [feed, kind]),
) as Record<FeedName, PostKind>
