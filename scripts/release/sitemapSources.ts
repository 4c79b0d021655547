/**
 * What one tenant's sitemap lists, gathered at build time: every pre-rendered page (minus the flow
 * steps of sitemap.ts `UNLISTED_PATHS`) and every detail page the API lists now (posts of every
 * kind the site shows, events, program posts, classes, courses, programs, careers and their jobs)
 * or the fixed content holds (portfolio, LMS and Aksara features, services). Detail addresses come
 * from the same helpers the pages link with, so the sitemap names exactly the address each page
 * gives as its canonical.
 *
 * Only what the tenant offers is listed: its home, About and the legal pages, and the pages of the
 * sections its menu names (sites/registry.ts `nav`, first path segment: a menu with `/Event` lists
 * `/Event`, its events and `/Event/Careers/…`). Every SPEC route still answers on every tenant;
 * the sitemap just does not advertise sections the site does not show.
 *
 * Post sections follow the tenant's navigation as its feeds do (scripts/feeds.ts `feedSection`): a
 * site that shows Berita lists its news under `/Berita/…`, one that shows Tulisan Temans its blog
 * posts under `/Tulisan-Temans/…`.
 *
 * A list call that fails fails the tenant's build (its previous output stays), like its feeds: a
 * sitemap silently missing half the site would be worse than the previous one.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { ListResult } from '../../api/result'
import { AKSARA_FEATURES } from '../../content/aksara'
import { LMS_FEATURES } from '../../content/lmsFeatures'
import { PORTFOLIO, PORTFOLIO_KINDS } from '../../content/portfolio'
import { SERVICES } from '../../content/services'
import { canonicalOrigin, isIndexableSite, robots as robots_, stripTags } from '../../shell/meta'
import type { SearchKind } from '../../shell/search/kinds'
import type { Post } from '../../api/posts'
import { POST_KIND_TABLE, POST_KINDS, type PostKind } from '../../api/postKinds'
import { ROUTES } from '../../sites/routes'
import { apiContextFor, type SiteRuntime } from '../../sites/runtime'
import { canonicalSection, SECTIONS } from '../../features/posts/sections'
import { feedSection } from '../feeds'
import {
  fillPattern,
  robotsTxt,
  sitemapFiles,
  uniqueEntries,
  UNLISTED_PATHS,
  type SitemapEntry,
} from './sitemap'

/** The largest page the API serves (sandbox/http.ts: 1..100). */
export const LIST_PAGE_SIZE = 100
/** A runaway guard: 500 pages of 100 is 50,000 items of one kind. */
const MAX_PAGES = 500
/** Pages of one list asked at once, once the first has said how many there are. */
export const LIST_PAGES_IN_FLIGHT = 4

/**
 * Every item of a paginated list. The first page says how many pages there are; the rest are asked
 * a few at a time (LIST_PAGES_IN_FLIGHT) and kept in page order: at 10,000 posts a kind has up to
 * 40 pages of 100, and asked one after the other each waited for the one before. A list longer than
 * the guard fails the build rather than give a sitemap and search that silently miss its tail.
 */
export async function allItems<T>(
  what: string,
  fetchPage: (page: number) => Promise<ListResult<T>>,
  inFlight = LIST_PAGES_IN_FLIGHT,
): Promise<T[]> {
  const read = async (page: number) => {
    const result = await fetchPage(page)
    if (!result.status) throw new Error(`sitemap ${what}: ${result.message}`)
    return result
  }
  const first = await read(1)
  const total = first.data.length === 0 ? 1 : first.pagination.totalPages
  if (total > MAX_PAGES)
    throw new Error(
      `sitemap ${what}: ${total} pages of ${first.data.length} is past the guard of ${MAX_PAGES} pages`,
    )
  const pages: T[][] = [first.data]
  let next = 2
  await Promise.all(
    Array.from({ length: Math.min(inFlight, Math.max(0, total - 1)) }, async () => {
      while (next <= total) {
        const page = next++
        pages[page - 1] = (await read(page)).data
      }
    }),
  )
  return pages.flat()
}

/** The item's own date: `updatedAt` when the API sends one (lists are loose objects), else `publishedAt`, else the fallbacks. */
function dateOf(item: object, ...more: (string | null | undefined)[]): string | null {
  const { updatedAt, publishedAt } = item as { updatedAt?: unknown; publishedAt?: unknown }
  if (typeof updatedAt === 'string' && updatedAt) return updatedAt
  if (typeof publishedAt === 'string' && publishedAt) return publishedAt
  return more.find(Boolean) ?? null
}

/**
 * An item behind an entry path as site search indexes it (scripts/release/searchIndex.ts): the same
 * lists the sitemap reads, so search and sitemap name the same pages from one set of API calls.
 */
export interface SearchRecord {
  path: string
  kind: SearchKind
  title: string
  /** Plain text: tags stripped. */
  text: string
}

const firstSegment = (path: string) => path.split(/[/?#]/)[1] ?? ''

/** The first path segments the tenant offers: home, About, the legal pages and its menu's sections. */
/** Where a menu may offer the class catalogue other than `/Class` (sites/routes.ts `pesilatClass`). */
const CLASS_CATALOGUES = [ROUTES.pesilatClass.pattern.replace(/\/\{.*$/, '')]

export function offeredSections(nav: readonly { path: string }[]): Set<string> {
  const always = [ROUTES.home, ROUTES.about, ROUTES.privacyPolicy, ROUTES.termsAndConditions]
  return new Set(
    [...always, ...nav].map((item) => firstSegment('pattern' in item ? item.pattern : item.path)),
  )
}

export interface SitemapSources {
  entries: SitemapEntry[]
  /** Addresses per source, for the bench and the build's log. */
  counts: Record<string, number>
  /** The API's items (and the fixed content's) with their titles and texts, for site search. */
  records: SearchRecord[]
  /** The pre-rendered pages listed, for site search (it reads their HTML). */
  pages: string[]
}

interface Listed {
  path: string
  lastmod?: string | null
  /** What search shows of it; absent for pages search reads from their HTML. */
  search?: { kind: SearchKind; title: string; text?: (string | null | undefined)[] }
}

export async function sitemapEntries(
  site: SiteRuntime,
  staticPaths: readonly string[],
): Promise<SitemapSources> {
  // Loaded late on purpose, as in scripts/feeds.ts: api/ and the pages' helpers bring React (their
  // hooks), and a React loaded before Vike has set production mode breaks pre-rendering.
  const [
    posts,
    classes,
    courses,
    programs,
    careers,
    classHref,
    coursePaths,
    programParams,
    careerParams,
    eventPost,
  ] = await Promise.all([
    import('../../api/posts'),
    import('../../api/classes'),
    import('../../api/courses'),
    import('../../api/programs'),
    import('../../api/careers'),
    import('../../features/classes/classHref'),
    import('../../features/classes/courses/paths'),
    import('../../features/events/program/programParams'),
    import('../../features/careers/careerParams'),
    import('../../features/events/programPostParams'),
  ])
  const ctx = apiContextFor(site)
  const byKind = (kindSlug: PostKind) => (page: number) =>
    posts.listPosts(ctx, { kindSlug, page, pageSize: LIST_PAGE_SIZE })
  const origin = canonicalOrigin(site.tenant, site.settings?.meta?.url)
  const size = LIST_PAGE_SIZE
  const counts: Record<string, number> = {}
  const entries: SitemapEntry[] = []
  const records: SearchRecord[] = []
  const offered = offeredSections(site.tenant.nav)
  // Search indexes what the sitemap lists: the sections the tenant offers.
  const add = (source: string, all: Listed[]) => {
    const list = all.filter((entry) => offered.has(firstSegment(entry.path)))
    counts[source] = (counts[source] ?? 0) + list.length
    for (const { path, lastmod, search } of list) {
      entries.push({ loc: origin + path, lastmod })
      if (search)
        records.push({
          path,
          kind: search.kind,
          title: search.title,
          text: stripTags((search.text ?? []).filter(Boolean).join(' ')),
        })
    }
  }
  const post = (
    kind: SearchKind,
    p: { title: string; summary?: string | null; content?: string | null },
  ) => ({
    kind,
    title: p.title,
    text: [p.summary, p.content],
  })

  // A twin post list the navigation does not show names its twin as canonical: not listed.
  const twinLists = [SECTIONS.news, SECTIONS.berita, SECTIONS.blog, SECTIONS.tulisan]
    .filter((section) => canonicalSection(site.tenant.nav, section) !== section)
    .map((section) => section.listPath)
  const pages = staticPaths.filter((p) => !UNLISTED_PATHS.includes(p) && !twinLists.includes(p))
  add(
    'pages',
    pages.map((path) => ({ path })),
  )

  // Every kind of the kind table: by default its posts' list call and the address of the section
  // that shows them (the one its feed links to); the kinds with a call or an address of their own.
  type PostSource = { list: (page: number) => ReturnType<typeof posts.listPosts>; href: (p: Post) => string }
  const own: Partial<Record<PostKind, (kind: PostKind) => PostSource>> = {
    article: () => ({
      list: (page) => posts.listArticles(ctx, { page, pageSize: size }),
      href: (p) => feedSection(site, POST_KIND_TABLE.article.feed).detailHref(p),
    }),
    event: (kind) => ({
      list: byKind(kind),
      href: (p) => fillPattern(ROUTES.eventDetail.pattern, { slug: p.slug }),
    }),
    program: (kind) => ({ list: byKind(kind), href: (p) => eventPost.programPostHref(p) }),
  }
  const sourceOf = (kind: PostKind): PostSource => {
    const feed = POST_KIND_TABLE[kind].feed
    const source =
      own[kind]?.(kind) ??
      (feed && { list: byKind(kind), href: (p: Post) => feedSection(site, feed).detailHref(p) })
    if (!source) throw new Error(`sitemap: no list call or address for the post kind ${kind}`)
    return source
  }
  const [postLists, classList, courseList, programList, careerList] = await Promise.all([
    Promise.all(POST_KINDS.map((kind) => allItems(kind, sourceOf(kind).list))),
    allItems('classes', (page) => classes.listClasses(ctx, { page, perPage: size })),
    allItems('courses', (page) => courses.listCourses(ctx, { page, perPage: size })),
    allItems('programs', (page) => programs.listPrograms(ctx, { page, perPage: size })),
    allItems('careers', (page) => careers.listCareers(ctx, { page })),
  ])

  POST_KINDS.forEach((kind, i) =>
    add(
      kind,
      (postLists[i] ?? []).map((p) => ({
        path: sourceOf(kind).href(p),
        lastmod: dateOf(p),
        search: post(POST_KIND_TABLE[kind].search, p),
      })),
    ),
  )
  // A class lives where the menu offers classes: `/Class/…`, or `/Pesilat/Class/…` on a site whose
  // menu has only "Kelas Silat" there (the same page by slug, pages/Pesilat/Class).
  const classBase = site.tenant.nav.some((n) => firstSegment(n.path) === 'Class')
    ? null
    : CLASS_CATALOGUES.find((base) => site.tenant.nav.some((n) => n.path === base))
  add(
    'classes',
    classList.map((item) => ({
      path: classBase ? `${classBase}/${encodeURIComponent(item.slug)}` : classHref.classHref(item),
      lastmod: dateOf(item),
      search: { kind: 'class', title: item.name, text: [item.description] },
    })),
  )
  add(
    'courses',
    courseList.map((item) => ({
      path: coursePaths.courseHref(item),
      lastmod: dateOf(item),
      search: { kind: 'course', title: item.title, text: [item.summary] },
    })),
  )
  add(
    'programs',
    programList.map((item) => ({
      path: programParams.programHref(item),
      lastmod: dateOf(item),
      search: { kind: 'program', title: item.name, text: [item.summary, item.description] },
    })),
  )

  const jobs = await Promise.all(
    careerList.map((career) =>
      allItems(`jobs of ${career.slug}`, (page) => careers.listJobs(ctx, { careerId: career.id, page })),
    ),
  )
  add(
    'careers',
    careerList.map((career) => ({
      path: careerParams.careerHref(career),
      lastmod: dateOf(career),
      search: { kind: 'career', title: career.name, text: [career.description] },
    })),
  )
  add(
    'jobs',
    jobs.flat().map((job) => ({
      path: careerParams.jobHref(job),
      lastmod: dateOf(job, job.postedAt),
      search: { kind: 'job', title: job.title, text: [job.description] },
    })),
  )

  add('portfolio', [
    { path: fillPattern(ROUTES.portfolio.pattern, {}) },
    ...PORTFOLIO_KINDS.map(({ kind }) => ({ path: fillPattern(ROUTES.portfolio.pattern, { type: kind }) })),
    ...PORTFOLIO.map((e) => ({
      path: fillPattern(ROUTES.portfolio.pattern, { type: e.kind, title: e.slug }),
      lastmod: e.date,
      search: { kind: 'portfolio' as const, title: e.title, text: [e.summary] },
    })),
  ])
  add('features', [
    ...LMS_FEATURES.map((f) => ({
      path: fillPattern(ROUTES.lmsFeature.pattern, { slug: f.slug }),
      search: { kind: 'feature' as const, title: f.title, text: [f.description] },
    })),
    ...AKSARA_FEATURES.map((f) => ({
      path: fillPattern(ROUTES.aksaraFeature.pattern, { slug: f.slug }),
      search: { kind: 'feature' as const, title: f.title, text: [f.description] },
    })),
  ])
  add('services', [
    { path: fillPattern(ROUTES.services.pattern, {}) },
    ...SERVICES.map((s) => ({
      path: fillPattern(ROUTES.services.pattern, { slug: s.slug }),
      search: { kind: 'service' as const, title: s.title, text: [s.summary] },
    })),
  ])
  return { entries, counts, records, pages: pages.filter((p) => offered.has(firstSegment(p))) }
}

export interface SitemapOutcome {
  urls: number
  files: string[]
  counts: Record<string, number>
  ms: number
  /** What site search indexes (./searchIndex.ts), gathered by the same calls. */
  search: Pick<SitemapSources, 'records' | 'pages'>
}

/** Writes `sitemap.xml` (and its parts past 10,000 addresses) and `robots.txt` into `dir`. */
export async function writeSitemap(
  site: SiteRuntime,
  dir: string,
  staticPaths: readonly string[],
): Promise<SitemapOutcome> {
  const started = performance.now()
  const { entries, counts, records, pages } = await sitemapEntries(site, staticPaths)
  const origin = canonicalOrigin(site.tenant, site.settings?.meta?.url)
  const files = sitemapFiles(origin, entries)
  const meta = site.settings?.meta
  const indexable = isIndexableSite(site.tenant)
  const robots = robotsTxt({
    origin,
    indexable,
    listSitemap: indexable && !robots_(meta?.robot_index, meta?.robot_follow).startsWith('noindex'),
  })
  await Promise.all([
    ...files.map((f) => fs.promises.writeFile(path.join(dir, f.path), f.body)),
    fs.promises.writeFile(path.join(dir, 'robots.txt'), robots),
  ])
  return {
    urls: uniqueEntries(entries).length,
    files: files.map((f) => f.path),
    counts,
    ms: Math.round(performance.now() - started),
    search: { records, pages },
  }
}
