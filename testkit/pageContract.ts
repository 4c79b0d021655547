/**
 * The page contract's table (docs/pages.md, "Checked by tests"): one address per route of
 * `sites/routes.ts` on each tenant that has one, for the checks every page holds to. Read by the
 * HTTP checks (tests/integration/page-contract.test.ts: raw HTML, not found, a failing API) and the
 * browser checks (tests/e2e/page-contract.spec.ts: axe, width, error and retry).
 *
 * Where the addresses come from, so the table never goes stale with the data:
 * - a pre-rendered route is its own pattern, on every tenant (each builds every SPEC route);
 * - a route the tenants' sitemaps list (scripts/release/sitemapSources.ts) takes the first address
 *   each tenant lists;
 * - a route no sitemap lists (a second spelling of a listed page, an index without its optional
 *   segment) is derived below from a listed one, or from the item's id as the API answers it.
 * A built route none of these reaches fails `contractSamples`, so a new row of the route table
 * cannot skip the contract.
 */
import { ALL_ARTICLES } from '../features/posts/sections'
import { tenantKeys } from '../sites/registry'
import { findRoute, ROUTES, type RouteId } from '../sites/routes'
import { originOf, sitemapUrls } from './seoRead'

export interface RouteSample {
  route: RouteId
  tenant: string
  path: string
  /** Whether the tenant offers the page: its sitemap lists it, or the page it is derived from. */
  offered: boolean
}

/** A sandbox GET's `data`, as the tenant's own site asks it (each layer passes its own). */
export type AskSandbox = <T>(tenant: string, path: string) => Promise<T>

/** Every route with a page. */
export const BUILT_ROUTES = (Object.keys(ROUTES) as RouteId[]).filter((id) => ROUTES[id].page !== null)

/** The text of each `h1` in an HTML page, tags dropped, `&amp;` read and spaces collapsed. */
export const h1Texts = (html: string) =>
  [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim(),
  )

/** What the not-found check puts in a route's parameters: a number where the API keys by id. */
const NUMERIC_PARAMS = new Set(['id'])
const UNKNOWN_SEGMENT = 'tidak-ada-halaman-ini'

/**
 * The route's address with every parameter (optional ones too) set to an item no tenant has: the
 * page the renderer must answer with 404. `Portfolio/{type?}` reads `type` from a fixed list, so an
 * unknown word is as unknown as an unknown slug.
 */
export function unknownPath(route: RouteId): string {
  return ROUTES[route].pattern.replace(/\{(\w+)\??\}/g, (_, name: string) =>
    NUMERIC_PARAMS.has(name) ? '987654321' : name === 'code' ? 'KLS987654' : UNKNOWN_SEGMENT,
  )
}

/** A route rendered on request, for the not-found and failing-API checks. */
export const SERVER_ROUTES = BUILT_ROUTES.filter((id) => ROUTES[id].render === 'server')

/**
 * Server routes whose page is fixed content (content/), not an API answer: a failing API leaves
 * them standing, so the failing-API check skips them.
 */
export const CONTENT_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>([
  'aksaraFeature',
  'lmsFeature',
  'features',
  'services',
  'portfolio',
])

/**
 * Routes whose page is a paged list of API items (`components/ListResults`, which writes the count
 * `.list-count` into the raw HTML): with the API failing, the browser shows why and a retry. The
 * HTTP check holds this list to what the pages render.
 */
export const PAGED_LISTS: readonly RouteId[] = [
  'bandung',
  'berita',
  'blog',
  'class',
  'courses',
  'curriculum',
  'event',
  'gallery',
  'jakarta',
  'leaderboards',
  'ligaSmk',
  'mentor',
  'metamorfosa',
  'news',
  'podcasts',
  'program',
  'silabus',
  'tulisanTemans',
  'video',
  'coursesPremium',
  'eventCareers',
  'eventProgram',
  'trainingSyllabus',
  'articleDetail',
  'career',
  'curriculumProgram',
  'overview',
]

interface Derived {
  /** The listed route whose sample this one starts from (same tenant). */
  from: RouteId
  path: (fromPath: string, ask: AskSandbox, tenant: string) => Promise<string>
}

const lastSegment = (path: string) => decodeURIComponent(path.split('/').at(-1) ?? '')
const segment = encodeURIComponent

async function postId(ask: AskSandbox, tenant: string, kindSlug: string, slug: string) {
  const post = await ask<{ id: number }>(
    tenant,
    `/services/v3/post/detail?kindSlug=${kindSlug}&slug=${segment(slug)}`,
  )
  return post.id
}

async function firstChapter(ask: AskSandbox, tenant: string, slug: string) {
  const course = await ask<{
    modules: { slug: string; order: number; chapters: { slug: string; order: number }[] }[]
  }>(tenant, `/services/v1/course/detail?slug=${segment(slug)}`)
  const module = [...course.modules].sort((a, b) => a.order - b.order).find((m) => m.chapters.length > 0)
  const chapter = module && [...module.chapters].sort((a, b) => a.order - b.order)[0]
  if (!module || !chapter) throw new Error(`${tenant}: course ${slug} has no chapter`)
  return `module/${segment(module.slug)}/chapter/${segment(chapter.slug)}`
}

/** How each route no sitemap lists is reached from one that is listed. */
const DERIVED: Partial<Record<RouteId, Derived>> = {
  classCompetence: { from: 'classSlug', path: async (p) => `/Class/Competence/${segment(lastSegment(p))}` },
  classCode: {
    from: 'classSlug',
    async path(p, ask, tenant) {
      const classes = await ask<{ slug: string; code: string }[]>(
        tenant,
        '/services/v1/class/list?all=true&sort=newest',
      )
      const found = classes.find((c) => c.slug === lastSegment(p))
      if (!found) throw new Error(`${tenant}: class ${p} is not in its list`)
      return `/Class/${segment(found.code)}`
    },
  },
  overview: { from: 'classSlug', path: async () => '/Overview' },
  coursesChapter: {
    from: 'coursesDetail',
    path: async (p, ask, tenant) => `${p}/${await firstChapter(ask, tenant, lastSegment(p))}`,
  },
  coursesPremiumChapter: {
    from: 'coursesPremiumDetail',
    path: async (p, ask, tenant) => `${p}/${await firstChapter(ask, tenant, lastSegment(p))}`,
  },
  newsDetailId: {
    from: 'newsDetail',
    path: async (p, ask, tenant) => `/News/${await postId(ask, tenant, 'news', lastSegment(p))}/judul`,
  },
  beritaDetailId: {
    from: 'newsDetail',
    path: async (p, ask, tenant) =>
      `/Berita/Detail/${await postId(ask, tenant, 'news', lastSegment(p))}/${segment(lastSegment(p))}`,
  },
  podcastDetailId: {
    from: 'podcastDetail',
    path: async (p, ask, tenant) => `/Podcasts/${await postId(ask, tenant, 'podcast', lastSegment(p))}/judul`,
  },
  programDetailId: {
    from: 'programDetail',
    async path(p, ask, tenant) {
      const programs = await ask<{ id: number; slug: string }[]>(tenant, '/services/v1/program/list?all=true')
      const found = programs.find((program) => program.slug === lastSegment(p))
      if (!found) throw new Error(`${tenant}: program ${p} is not in its list`)
      return `/Program/${found.id}/${segment(found.slug)}`
    },
  },
  curriculumProgram: { from: 'programDetail', path: async (p) => `/Curriculum/${segment(lastSegment(p))}` },
  features: { from: 'lmsFeature', path: async (p) => `/Features/${segment(lastSegment(p))}` },
  articleDetail: { from: 'articleDetailId', path: async () => `/Articles/${ALL_ARTICLES}` },
  career: {
    from: 'eventCareerDetail',
    async path(_, ask, tenant) {
      const [career] = await ask<{ slug: string }[]>(tenant, '/services/v1/career/list')
      if (!career) throw new Error(`${tenant}: no career`)
      return `/Career/${segment(career.slug)}`
    },
  },
  services: { from: 'lmsFeature', path: async () => '/Services' },
}

/**
 * From each tenant's sitemap: the paths it lists, and each listed route rendered on request with its
 * first address there.
 */
function readSitemaps(dist: string, tenants: readonly string[]) {
  const offers = new Map<string, Set<string>>()
  const listed = new Map<RouteId, RouteSample[]>()
  for (const tenant of tenants) {
    const paths = sitemapUrls(dist, tenant, originOf(dist, tenant)).map(({ loc }) => new URL(loc).pathname)
    offers.set(tenant, new Set(paths))
    const seen = new Set<RouteId>()
    for (const path of paths) {
      const found = findRoute(path, true)
      if (!found || seen.has(found.id) || ROUTES[found.id].render === 'static') continue
      seen.add(found.id)
      listed.set(found.id, [
        ...(listed.get(found.id) ?? []),
        { route: found.id, tenant, path, offered: true },
      ])
    }
  }
  return { offers, listed }
}

/**
 * One address per built route on each of `tenants` that has one (pre-rendered routes on all of
 * them; the others where that tenant's data holds an item). Throws when a built route has none.
 */
export async function contractSamples(
  dist: string,
  ask: AskSandbox,
  tenants: readonly string[] = tenantKeys(),
): Promise<Map<RouteId, RouteSample[]>> {
  const { offers, listed } = readSitemaps(dist, tenants)
  const samples = new Map<RouteId, RouteSample[]>()
  for (const route of BUILT_ROUTES) {
    const { pattern } = ROUTES[route]
    if (ROUTES[route].render === 'static') {
      samples.set(
        route,
        tenants.map((tenant) => ({
          route,
          tenant,
          path: pattern,
          offered: offers.get(tenant)?.has(pattern) ?? false,
        })),
      )
      continue
    }
    const own = listed.get(route)
    if (own) {
      samples.set(route, own)
      continue
    }
    const derived = DERIVED[route]
    const from = derived && listed.get(derived.from)
    if (!derived || !from) throw new Error(`no sample address for ${route} (${ROUTES[route].pattern})`)
    samples.set(
      route,
      await Promise.all(
        from.map(async (s) => ({
          route,
          tenant: s.tenant,
          path: await derived.path(s.path, ask, s.tenant),
          offered: true,
        })),
      ),
    )
  }
  return samples
}
