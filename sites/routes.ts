/**
 * The route table: every route of SPEC §2, declared once, in SPEC's spelling (`{param}`,
 * `{param?}` optional). Matching is case-sensitive: `/about` is not `/About`.
 *
 * - `render: 'static'` routes are pre-rendered per tenant; `'server'` routes are parameterised entry
 *   paths the renderer server-renders on request (SPEC §2 "server-side entry paths").
 * - `page` names the page folder that serves the route; `null` means not built yet, and such a
 *   route is not served (it answers with the not-found page) until its page is built.
 * - `/Courses/@Premium` is literal: `@` has no meaning here (Vike's Route Strings would read it as
 *   a parameter, hence Route Functions fed from this table).
 *
 * - Overlapping post routes (`/News/{slug}` and `/News/{id}/{title?}`, likewise Podcasts): one
 *   segment is a slug; when no post has that slug and the segment is a number, it is the id. Two
 *   segments are id + title (the title tail is never checked). See features/posts/postRoute.ts.
 * - Each page folder's `+route.ts`, `+onBeforePrerenderStart.ts` and `+prerender.ts` are written
 *   from this table by scripts/routeFiles.ts: a new route is one row here plus its `+Page.tsx`.
 *
 * A small compiler rather than a path library: the ones at hand match case-insensitively.
 */

export interface RouteDef {
  pattern: string
  render: 'static' | 'server'
  page: string | null
  /** The route's name for landing rules (SPEC §2: "alkademi is skipped when the route is named Pesilat"). */
  name: string
}

const s = (pattern: string, name: string, page: string | null = null): RouteDef => ({
  pattern,
  render: 'static',
  page,
  name,
})
const d = (pattern: string, name: string, page: string | null = null): RouteDef => ({
  pattern,
  render: 'server',
  page,
  name,
})

export const ROUTES = {
  home: s('/', 'Home', 'index'),
  about: s('/About', 'About', 'About'),
  aksara: s('/Aksara', 'Aksara', 'Aksara'),
  bandung: s('/Bandung', 'Bandung', 'Bandung'),
  belajarBersama: s('/BelajarBersama', 'BelajarBersama', 'BelajarBersama'),
  berita: s('/Berita', 'Berita', 'Berita/List'),
  blog: s('/Blog', 'Blog', 'Blog/List'),
  callbackAuth: s('/CallbackAuth', 'CallbackAuth', 'CallbackAuth'),
  callbackPayment: s('/CallbackPayment', 'CallbackPayment', 'CallbackPayment'),
  // Ours: SPEC §2 names no route for the AI assistant (docs/decisions/0004-chat-route.md).
  chat: s('/Chat', 'Chat', 'Chat'),
  // Ours: SPEC §2 names no route for site search (docs/decisions/0008-search-route.md).
  search: s('/Cari', 'Cari', 'Cari'),
  // Ours: SPEC §2 names no routes for the community pages (docs/decisions/0011-community-pages.md).
  testimonies: s('/Testimoni', 'Testimoni', 'Testimoni'),
  donations: s('/Donasi', 'Donasi', 'Donasi'),
  discTest: s('/Tes-DISC', 'Tes-DISC', 'Tes-DISC'),
  campus: s('/Campus', 'Campus', 'Campus'),
  class: s('/Class', 'Class', 'Class/Catalogue'),
  clients: s('/Clients', 'Clients', 'Clients'),
  collaboration: s('/Collaboration', 'Collaboration', 'Collaboration'),
  corporates: s('/Corporates', 'Corporates', 'Corporates'),
  courses: s('/Courses', 'Courses', 'Courses/List'),
  curriculum: s('/Curriculum', 'Curriculum', 'Curriculum/List'),
  event: s('/Event', 'Event', 'Event/List'),
  gallery: s('/Gallery', 'Gallery', 'Gallery'),
  government: s('/Government', 'Government', 'Government'),
  jakarta: s('/Jakarta', 'Jakarta', 'Jakarta'),
  leaderboards: s('/Leaderboards', 'Leaderboards', 'Leaderboards'),
  ligaSmk: s('/Liga-Smk', 'Liga-Smk', 'Liga-Smk'),
  lms: s('/Lms', 'Lms', 'Lms'),
  login: s('/Login', 'Login', 'Login'),
  makeAppointment: s('/Make-Appointment', 'Make-Appointment', 'Make-Appointment'),
  mentor: s('/Mentor', 'Mentor', 'Mentor'),
  metamorfosa: s('/Metamorfosa', 'Metamorfosa', 'Metamorfosa'),
  network: s('/Network', 'Network', 'Network'),
  news: s('/News', 'News', 'News/List'),
  pesilat: s('/Pesilat', 'Pesilat', 'Pesilat/Landing'),
  podcasts: s('/Podcasts', 'Podcasts', 'Podcasts/List'),
  pricing: s('/Pricing', 'Pricing', 'Pricing'),
  privacyPolicy: s('/Privacy-Policy', 'Privacy-Policy', 'Privacy-Policy'),
  program: s('/Program', 'Program', 'Program/List'),
  register: s('/Register', 'Register', 'Register'),
  silabus: s('/Silabus', 'Silabus', 'Silabus'),
  talentHiring: s('/Talent-Hiring', 'Talent-Hiring', 'Talent-Hiring'),
  termsAndConditions: s('/Terms-And-Conditions', 'Terms-And-Conditions', 'Terms-And-Conditions'),
  trainingServices: s('/Training-Services', 'Training-Services', 'Training-Services'),
  tulisanTemans: s('/Tulisan-Temans', 'Tulisan-Temans', 'Tulisan-Temans/List'),
  video: s('/Video', 'Video', 'Video'),
  welcome: s('/Welcome', 'Welcome', 'Welcome'),
  // Nested
  // Ours: SPEC §2 names no route for the writers' desk (docs/decisions/0009-writers-desk.md).
  welcomeDesk: s('/Welcome/Redaksi', 'Welcome-Redaksi', 'Welcome/Redaksi'),
  coursesPremium: s('/Courses/@Premium', 'Courses-Premium', 'Courses/PremiumList'),
  eventCareers: s('/Event/Careers', 'Event-Careers', 'Event/Careers/List'),
  eventProgram: s('/Event/Program', 'Event-Program', 'Event/Program/List'),
  ligaSmkRegister: s('/Liga-Smk/Register', 'Liga-Smk-Register', 'Liga-Smk/Register'),
  paymentError: s('/Payment-Status/Error', 'Payment-Status-Error', 'Payment-Status/Error'),
  paymentSuccess: s('/Payment-Status/Success', 'Payment-Status-Success', 'Payment-Status/Success'),
  trainingSyllabus: s(
    '/Training-Services/Syllabus',
    'Training-Services-Syllabus',
    'Training-Services/Syllabus',
  ),
  // Parameterised
  aksaraFeature: d('/Aksara/Features/{slug}', 'Aksara-Feature', 'Aksara/Features'),
  classCompetence: d('/Class/Competence/{slug}', 'Class-Competence', 'Class/Competence'),
  coursesPremiumDetail: d('/Courses/@Premium/{slug}', 'Courses-Premium-Detail', 'Courses/PremiumDetail'),
  lmsFeature: d('/Lms/Features/{slug}', 'Lms-Feature', 'Lms/Features'),
  pesilatClass: d('/Pesilat/Class/{code?}', 'Pesilat-Class', 'Pesilat/Class'),
  coursesPremiumChapter: d(
    '/Courses/@Premium/{slug}/module/{moduleSlug?}/chapter/{chapterSlug}',
    'Courses-Premium-Chapter',
    'Courses/PremiumChapter',
  ),
  coursesChapter: d(
    '/Courses/{slug}/module/{moduleSlug?}/chapter/{chapterSlug}',
    'Courses-Chapter',
    'Courses/Chapter',
  ),
  beritaDetailId: d('/Berita/Detail/{id?}/{title?}', 'Berita-Detail', 'Berita/Detail'),
  eventCareerDetail: d('/Event/Careers/{id}/{slug?}', 'Event-Careers-Detail', 'Event/Careers/Detail'),
  eventProgramDetail: d('/Event/Program/{id}/{slug?}', 'Event-Program-Detail', 'Event/Program/Detail'),
  articleDetail: d('/Articles/{slug}', 'Articles-Detail', 'Articles/List'),
  articleDetailId: d('/Articles/{slug?}/Detail/{id?}/{title?}', 'Articles-Detail-Id', 'Articles/Detail'),
  beritaDetail: d('/Berita/{slug}', 'Berita-Slug', 'Berita/Detail'),
  career: d('/Career/{slug?}', 'Career', 'Career'),
  // `/Class/{code}` and `/Class/{slug}` are one route (docs/decisions/0006-class-slug-or-code.md):
  // Class/Detail reads the segment as `slug`, asks the class by that slug, and only on a 404 looks
  // it up as a class code. Both rows stay (SPEC lists both) and name the same page.
  // classSlug comes first: the two rows always tie, and the first row of a tie wins.
  classSlug: d('/Class/{slug}', 'Class-Slug', 'Class/Detail'),
  classCode: d('/Class/{code}', 'Class-Code', 'Class/Detail'),
  coursesDetail: d('/Courses/{slug}', 'Courses-Detail', 'Courses/Detail'),
  curriculumProgram: d('/Curriculum/{program}', 'Curriculum-Program', 'Curriculum/Program'),
  eventDetail: d('/Event/{slug}', 'Event-Detail', 'Event/Detail'),
  features: d('/Features/{slug}', 'Features', 'Features'),
  newsDetail: d('/News/{slug}', 'News-Detail', 'News/Detail'),
  newsDetailId: d('/News/{id}/{title?}', 'News-Detail-Id', 'News/Detail'),
  podcastDetail: d('/Podcasts/{slug}', 'Podcasts-Detail', 'Podcasts/Detail'),
  podcastDetailId: d('/Podcasts/{id}/{title?}', 'Podcasts-Detail-Id', 'Podcasts/Detail'),
  programDetail: d('/Program/{slug}', 'Program-Detail', 'Program/Detail'),
  programDetailId: d('/Program/{id}/{slug}', 'Program-Detail-Id', 'Program/DetailById'),
  services: d('/Services/{slug?}', 'Services', 'Services'),
  tulisanTemansDetail: d('/Tulisan-Temans/{slug}', 'Tulisan-Temans-Detail', 'Tulisan-Temans/Detail'),
  blogDetail: d('/Blog/{id}/{title?}', 'Blog-Detail', 'Blog/Detail'),
  portfolio: d('/Portfolio/{type?}/{title?}', 'Portfolio', 'Portfolio'),
  overview: d('/Overview/{code?}', 'Overview', 'Overview'),
} satisfies Record<string, RouteDef>

export type RouteId = keyof typeof ROUTES

export type RouteParams = Record<string, string>

interface Compiled {
  regex: RegExp
  keys: string[]
  /** More literal segments = more specific; used as Vike route precedence. */
  specificity: number
}

const cache = new Map<string, Compiled>()

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function compile(pattern: string): Compiled {
  const hit = cache.get(pattern)
  if (hit) return hit
  const keys: string[] = []
  let source = ''
  let specificity = 0
  for (const segment of pattern.split('/').filter(Boolean)) {
    const param = /^\{(\w+)(\?)?\}$/.exec(segment)
    if (param?.[1]) {
      keys.push(param[1])
      source += param[2] ? '(?:/([^/]+))?' : '/([^/]+)'
    } else {
      specificity++
      source += '/' + escapeRegex(segment)
    }
  }
  const compiled = { regex: new RegExp(`^${source || '/'}${source ? '/?' : ''}$`), keys, specificity }
  cache.set(pattern, compiled)
  return compiled
}

/** The params of `path` under `pattern`, or null. Case-sensitive; a trailing slash is tolerated. */
export function matchPattern(pattern: string, path: string): RouteParams | null {
  const { regex, keys } = compile(pattern)
  const match = regex.exec(path)
  if (!match) return null
  const params: RouteParams = {}
  keys.forEach((key, i) => {
    const value = match[i + 1]
    if (value !== undefined) params[key] = safeDecode(value)
  })
  return params
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** The first route (most specific first) that matches `path`, over all routes or only built ones. */
export function findRoute(path: string, builtOnly = false): { id: RouteId; params: RouteParams } | null {
  let best: { id: RouteId; params: RouteParams; specificity: number } | null = null
  for (const [id, def] of Object.entries(ROUTES) as [RouteId, RouteDef][]) {
    if (builtOnly && !def.page) continue
    const params = matchPattern(def.pattern, path)
    if (!params) continue
    const { specificity } = compile(def.pattern)
    if (!best || specificity > best.specificity) best = { id, params, specificity }
  }
  return best && { id: best.id, params: best.params }
}

/** What a route function reads of Vike's pageContext (a plain object in unit tests). */
interface RouteContext {
  urlPathname: string
  dangerouslyUseInternals?: { _originalObject?: object }
}

const pathnames = new WeakMap<object, string>()

/**
 * The path being routed, read once per routing. Vike routes by calling every page's route function
 * in turn (at hydration, and for every link it prefetches), each through a new proxy whose
 * `urlPathname` parses the whole URL again: with fifty pages that was 30–40 ms of a phone's
 * hydration task. The proxies share one pageContext object (Vike's PageContext type reaches it through
 * `dangerouslyUseInternals`), and a rewrite (`throw render(url)`) routes a new one, so the memo holds
 * exactly one routing's answer.
 */
function routedPathname(pageContext: RouteContext): string {
  const routing = pageContext.dangerouslyUseInternals?._originalObject
  if (!routing) return pageContext.urlPathname
  let pathname = pathnames.get(routing)
  if (pathname === undefined) {
    pathname = pageContext.urlPathname
    pathnames.set(routing, pathname)
  }
  return pathname
}

/**
 * The Vike Route Function of a page folder, for the rows of the table it serves
 * (scripts/routeFiles.ts writes each folder's `+route.ts` with it). The most specific row wins, and
 * on a tie the first; a folder serving several rows gets the winning row's id as `routeParams.route`.
 */
export function routeFunction(...ids: RouteId[]) {
  return (pageContext: RouteContext) => {
    const pathname = routedPathname(pageContext)
    let best: { routeParams: Record<string, string>; precedence: number } | false = false
    for (const id of ids) {
      const pattern = ROUTES[id].pattern
      const params = matchPattern(pattern, pathname)
      if (!params) continue
      const precedence = compile(pattern).specificity
      if (!best || precedence > best.precedence) {
        best = { routeParams: ids.length > 1 ? { ...params, route: id } : params, precedence }
      }
    }
    return best
  }
}

const built = new Map<string, boolean>()

/**
 * Whether `path` has a page. Memoised: the header, the footer and the landings ask it for the same
 * few paths on every render (each answer a pass over the whole table), and it is pure. Bounded, as
 * the prefetch policy asks it for any address a link holds.
 */
export function isBuiltPath(path: string): boolean {
  let answer = built.get(path)
  if (answer === undefined) {
    if (built.size >= 500) built.clear()
    answer = findRoute(path, true) !== null
    built.set(path, answer)
  }
  return answer
}
