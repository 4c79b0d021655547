/**
 * The post sections of the site (SPEC §2) and what each one shows: which post kind, its route, its
 * Indonesian words, its page size (SPEC §9) and its schema.org type.
 *
 * Choices where SPEC says "not shown":
 * - Tulisan Temans ("friends' writing") are posts of kind `blog`: the sites that show Tulisan Temans
 *   have no Blog, and their Articles are kind `article`, so the community writing is the blog kind.
 * - Berita is the coding-school site's name for the same `news` posts as News.
 * - Detail links: News, Berita, Podcasts and Tulisan Temans by slug (SPEC entry paths are by slug);
 *   Blog and Articles by id with the title as a readable tail (their routes are by id).
 */
import type { Post } from '../../api/posts'
import { PAGE_SIZE } from '../../api/constants'
import { POST_KIND_TABLE, POST_KINDS, type FeedName, type PostKind } from '../../api/postKinds'

export type { FeedName } from '../../api/postKinds'
export type SectionId = 'news' | 'berita' | 'blog' | 'podcasts' | 'tulisan' | 'articles'

export interface Section {
  id: SectionId
  /** The kind whose list pages (api/postKinds.ts `lists`) include this section's. */
  kindSlug: PostKind
  listPath: string
  /** The list page's h1 and breadcrumb label. */
  heading: string
  intro: string
  /** Lowercase noun for counts and empty states: "12 berita", "Belum ada berita." */
  noun: string
  /** Capitalised, for "X belum dapat dimuat". */
  what: string
  searchLabel: string
  pageSize: number
  schemaType: 'NewsArticle' | 'BlogPosting' | 'Article' | 'PodcastEpisode'
  feed: FeedName | null
  detailHref: (post: Pick<Post, 'id' | 'slug' | 'title' | 'category'>) => string
}

/** A URL-safe rendering of a title for the readable tail of id links (`/Blog/12/belajar-git`). */
export function titleSegment(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'baca'
  )
}

const enc = encodeURIComponent

/** A section's address, kind and feed: the kind is the one whose table row lists the address. */
function listed(listPath: string): Pick<Section, 'listPath' | 'kindSlug' | 'feed'> {
  const kindSlug = POST_KINDS.find((kind) =>
    (POST_KIND_TABLE[kind].lists as readonly string[]).includes(listPath),
  )
  if (!kindSlug) throw new Error(`${listPath} is the list of no kind in api/postKinds.ts`)
  return { listPath, kindSlug, feed: POST_KIND_TABLE[kindSlug].feed }
}

export const SECTIONS: Record<SectionId, Section> = {
  news: {
    id: 'news',
    ...listed('/News'),
    heading: 'Berita',
    intro: 'Kabar terbaru tentang program, kemitraan dan prestasi peserta kami.',
    noun: 'berita',
    what: 'Berita',
    searchLabel: 'Cari berita',
    pageSize: PAGE_SIZE.post,
    schemaType: 'NewsArticle',
    detailHref: (p) => `/News/${enc(p.slug)}`,
  },
  berita: {
    id: 'berita',
    ...listed('/Berita'),
    heading: 'Berita',
    intro: 'Kabar terbaru dari sekolah, siswa dan mitra industri kami.',
    noun: 'berita',
    what: 'Berita',
    searchLabel: 'Cari berita',
    pageSize: PAGE_SIZE.post,
    schemaType: 'NewsArticle',
    detailHref: (p) => `/Berita/${enc(p.slug)}`,
  },
  blog: {
    id: 'blog',
    ...listed('/Blog'),
    heading: 'Blog',
    intro: 'Tips belajar, cerita komunitas dan wawasan teknologi dari tim dan mentor kami.',
    noun: 'tulisan',
    what: 'Blog',
    searchLabel: 'Cari tulisan',
    pageSize: PAGE_SIZE.blog,
    schemaType: 'BlogPosting',
    detailHref: (p) => `/Blog/${p.id}/${titleSegment(p.title)}`,
  },
  podcasts: {
    id: 'podcasts',
    ...listed('/Podcasts'),
    heading: 'Podcast',
    intro: 'Obrolan bersama mentor dan alumni: dengarkan langsung di sini.',
    noun: 'episode',
    what: 'Podcast',
    searchLabel: 'Cari episode',
    pageSize: PAGE_SIZE.post,
    schemaType: 'PodcastEpisode',
    detailHref: (p) => `/Podcasts/${enc(p.slug)}`,
  },
  tulisan: {
    id: 'tulisan',
    ...listed('/Tulisan-Temans'),
    heading: 'Tulisan Teman',
    intro: 'Tulisan dari teman-teman komunitas: pengalaman belajar, proyek dan kiat.',
    noun: 'tulisan',
    what: 'Tulisan',
    searchLabel: 'Cari tulisan',
    pageSize: PAGE_SIZE.post,
    schemaType: 'BlogPosting',
    detailHref: (p) => `/Tulisan-Temans/${enc(p.slug)}`,
  },
  articles: {
    id: 'articles',
    ...listed('/Articles/semua'),
    heading: 'Artikel',
    intro: 'Artikel pilihan: panduan, wawasan dan cerita seputar belajar dan berkarya.',
    noun: 'artikel',
    what: 'Artikel',
    searchLabel: 'Cari artikel',
    pageSize: PAGE_SIZE.post,
    schemaType: 'Article',
    detailHref: (p) =>
      `/Articles/${enc(p.category?.slug ?? ALL_ARTICLES)}/Detail/${p.id}/${titleSegment(p.title)}`,
  },
}

/** `/Articles/semua` lists every category (our choice: the nav needs one address for all articles). */
export const ALL_ARTICLES = 'semua'

/** Average Indonesian reading speed used for "n menit baca". */
export const WORDS_PER_MINUTE = 200

export function readingMinutes(html: string | null | undefined): number {
  if (!html) return 1
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}

/**
 * Twin sections show the same posts under two names (News and Berita, Blog and Tulisan Temans).
 * A tenant's canonical addresses are those of the twin its navigation shows (the other is kept so
 * old links work), so each post has one canonical address per tenant. Feeds and the
 * sitemap follow the same rule.
 */
export function canonicalSection(nav: readonly { path: string }[], section: Section): Section {
  const shows = (path: string) => nav.some((item) => item.path === path)
  if (section.id === 'news' || section.id === 'berita')
    return shows('/Berita') && !shows('/News') ? SECTIONS.berita : SECTIONS.news
  if (section.id === 'blog' || section.id === 'tulisan')
    return shows('/Tulisan-Temans') && !shows('/Blog') ? SECTIONS.tulisan : SECTIONS.blog
  return section
}
