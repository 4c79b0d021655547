/**
 * The page contract over HTTP (docs/pages.md, "Checked by tests"), for every route of
 * `sites/routes.ts` with a page, from the table in testkit/pageContract.ts: what a crawler or a
 * phone whose scripts have not arrived gets.
 *
 * - Every route on every tenant that has an address for it: 200, `lang="id"`, a title, the main
 *   landmark and exactly one `h1` with its text, all in the raw HTML.
 * - Every route rendered on request, on every tenant: an address naming no item is the not-found
 *   page with 404.
 * - Every route rendered on request from the API, once each: with the tenant's API failing, the
 *   error page with the reason in Indonesian and a 5xx status, unless the route's first screen
 *   stands without that call and the browser fetches it (`LIVE_ON_FAULT`); the next request after the
 *   API is back renders the page.
 * The browser's half (axe, width at 360 px, error and retry of a list): tests/e2e/page-contract.spec.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../api/client'
import { ERROR_TEXT, NOT_FOUND_TEXT } from '../../shell/errorTexts'
import { tenantKeys } from '../../sites/registry'
import { ROUTES, type RouteId } from '../../sites/routes'
import {
  CONTENT_ROUTES,
  contractSamples,
  h1Texts,
  PAGED_LISTS,
  SERVER_ROUTES,
  unknownPath,
  type RouteSample,
} from '../../testkit/pageContract'
import { inParallel, useServedSites } from './served-sites'

const served = useServedSites(tenantKeys(), 'page-contract', { ownApi: true })

/**
 * Server routes whose first screen stands without the API: an index whose list the browser fetches
 * when the render could not (it shows the list's error and "Coba lagi" there).
 */
const LIVE_ON_FAULT: ReadonlySet<RouteId> = new Set<RouteId>([
  // `/Articles/semua` and `/Overview`: the list without an item segment.
  'articleDetail',
  'overview',
])

/** Lists of fixed content (content/): a count and page links, but no API call to fail. */
const CONTENT_LISTS: ReadonlySet<RouteId> = new Set<RouteId>(['services', 'portfolio'])

let samples: Map<RouteId, RouteSample[]>
beforeAll(async () => {
  samples = await contractSamples(served.dist, served.sandboxData)
}, 120_000)

/** Runs `check` over `items`, `width` at a time, collecting what it reports. */
async function collect<T>(items: readonly T[], width: number, check: (item: T) => Promise<string | null>) {
  const problems: string[] = []
  await inParallel(items, width, async (item) => {
    const problem = await check(item)
    if (problem) problems.push(problem)
  })
  return problems
}

describe('the page contract over HTTP', () => {
  // First: the renderer answers a page that rendered well a moment ago from that render, so a
  // failing API is met before any of these addresses has rendered.
  it('with the API failing, a page rendered on request is the error page with the reason; then it renders again', async () => {
    const routes = SERVER_ROUTES.filter((id) => !CONTENT_ROUTES.has(id))
    const problems: string[] = []
    for (const route of routes) {
      const sample = samples.get(route)?.[0]
      if (!sample) {
        problems.push(`${route}: no address`)
        continue
      }
      const { tenant, path } = sample
      const armed = await served.admin('faults', { tenant, pathPrefix: '/', fault: '500' })
      expect(armed.ok).toBe(true)
      const failed = await served.get(tenant, path)
      const html = failed.text()
      if (LIVE_ON_FAULT.has(route)) {
        if (failed.status !== 200) problems.push(`${tenant}${path}: ${failed.status} under a fault`)
      } else {
        if (failed.status < 500) problems.push(`${tenant}${path}: ${failed.status} under a fault, not 5xx`)
        if (h1Texts(html)[0] !== ERROR_TEXT) problems.push(`${tenant}${path}: no error page`)
        if (!html.includes(MESSAGES.server(500)))
          problems.push(`${tenant}${path}: the error page does not say why`)
      }
      await served.admin('reset', { tenant })
      const again = await served.get(tenant, path)
      if (again.status !== 200) problems.push(`${tenant}${path}: ${again.status} once the API is back`)
    }
    expect(problems).toEqual([])
  }, 300_000)

  it('every route on every tenant that has it: 200 with lang, title, main and one h1 in the raw HTML; paged lists as listed', async () => {
    const all = [...samples.values()].flat()
    // Every tenant answers its pre-rendered routes; a route rendered on request needs an item.
    expect(all.length).toBeGreaterThan(tenantKeys().length * 50)
    // Routes some tenant shows as a paged list (an empty one shows none): the browser's
    // error-and-retry check reaches each through PAGED_LISTS.
    const paged = new Set<RouteId>()
    const problems = await collect(all, 8, async ({ route, tenant, path }) => {
      const res = await served.get(tenant, path)
      const html = res.text()
      const where = `${tenant}${path}`
      if (res.status !== 200) return `${where}: ${res.status}`
      if (!/<html\b[^>]*\blang="id"/.test(html)) return `${where}: no lang="id"`
      if (!/<title>[^<]+<\/title>/.test(html)) return `${where}: no title`
      if (!/<main\b/.test(html)) return `${where}: no main landmark`
      const headings = h1Texts(html)
      if (headings.length !== 1) return `${where}: ${headings.length} h1`
      if (headings[0] === '') return `${where}: an empty h1`
      if (html.includes('class="list-count"')) paged.add(route)
      return null
    })
    expect(problems).toEqual([])
    expect([...paged].filter((route) => !CONTENT_LISTS.has(route)).sort()).toEqual([...PAGED_LISTS].sort())
  }, 600_000)

  it('every route rendered on request, on every tenant: an address naming no item is the 404 page', async () => {
    const addresses = tenantKeys().flatMap((tenant) =>
      SERVER_ROUTES.map((route) => ({ tenant, route, path: unknownPath(route) })),
    )
    const problems = await collect(addresses, 8, async ({ tenant, route, path }) => {
      const res = await served.get(tenant, path)
      const where = `${tenant}${path} (${ROUTES[route].pattern})`
      if (res.status !== 404) return `${where}: ${res.status}`
      if (h1Texts(res.text())[0] !== NOT_FOUND_TEXT) return `${where}: not the not-found page`
      return null
    })
    expect(problems).toEqual([])
  }, 600_000)
})
