/**
 * The page contract in the browser (docs/pages.md, "Checked by tests"), for every route of
 * `sites/routes.ts` with a page, from the table in testkit/pageContract.ts. Each route is visited
 * once, the routes spread over the brands (`spread`), at 360 px:
 * - after the page has woken up: no console error, one `h1` and the same as in the raw HTML (a page
 *   that depends on the visitor excepted), nothing scrolls sideways, and axe finds no violation at
 *   all: one policy for every page, every rule at every impact;
 * - a paged list (one that renders `components/ListResults`): with the tenant's API failing, the
 *   list says why in Indonesian with "Coba lagi", and once the API is back the retry shows it again.
 * The HTTP half (raw HTML on every tenant, 404, the error page): tests/integration/page-contract.test.ts.
 * The areas' own specs walk their flows (filters, pages, forms) on two tenants each.
 */
import type { Page } from '@playwright/test'
import { MESSAGES } from '../../api/client'
import { HYDRATED_ATTRIBUTE } from '../../shell/hydrated'
import { tenantKeys } from '../../sites/registry'
import { ROUTES, type RouteId } from '../../sites/routes'
import {
  BUILT_ROUTES,
  contractSamples,
  h1Texts,
  PAGED_LISTS,
  type RouteSample,
} from '../../testkit/pageContract'
import { E2E_PORT } from '../../playwright.config'
import {
  armFault,
  expect,
  leaseTenant,
  rawBytes,
  rawGet,
  resetTenant,
  sandboxData,
  settle,
  siteUrl,
  test,
} from './fixtures'
import { axeViolations } from './axe'

/**
 * Tenants other specs lease to change their state (faults, settings, maintenance): the table visits
 * them only for a route no other tenant has, so its visits seldom wait for another test's lease.
 */
const BUSY = new Set([
  'none',
  'demo',
  'smkcoding',
  'comingsoon',
  'belajarbersama',
  'elevaite',
  'ica',
  'jda',
  'sfi',
  'aipintar',
  'diaksara',
  'jambore',
  'komodo',
  'umptn',
  'sakem',
  'sekolahbeta',
  'pujapramudya',
  'akselerasi',
])

/**
 * Routes whose page depends on who visits: the raw HTML is what a guest's first paint shows; in
 * the browser the page sends a guest to the central account's sign-in or sign-up page, or asks them
 * to sign in.
 */
const VISITOR_ROUTES: ReadonlySet<RouteId> = new Set<RouteId>(['login', 'register', 'welcome', 'welcomeDesk'])

/** The page shows its list (an empty list shows no count). */
const showsList = async ({ tenant, path }: RouteSample) =>
  (await rawBytes(tenant, path, {}, E2E_PORT)).body.toString().includes('class="list-count"')

/**
 * One visit per route, spread over the brands: each goes to the tenant that offers the route (its
 * sitemap lists it, so the page holds that tenant's own content) and has been visited least so far;
 * a tenant that does not offer it, or that other specs lease, only when no other has the route. A
 * paged list goes where it shows items. Every worker works out the same spread.
 */
async function spread(table: Map<RouteId, RouteSample[]>): Promise<Map<RouteId, RouteSample>> {
  const used = new Map<string, number>()
  const cost = (s: RouteSample) =>
    (BUSY.has(s.tenant) ? 1000 : 0) + (s.offered ? 0 : 100) + (used.get(s.tenant) ?? 0)
  const visits = new Map<RouteId, RouteSample>()
  for (const route of BUILT_ROUTES) {
    const ranked = [...(table.get(route) ?? [])].sort(
      (a, b) => cost(a) - cost(b) || a.tenant.localeCompare(b.tenant),
    )
    for (const candidate of ranked) {
      if (PAGED_LISTS.includes(route) && !(await showsList(candidate))) continue
      used.set(candidate.tenant, (used.get(candidate.tenant) ?? 0) + 1)
      visits.set(route, candidate)
      break
    }
  }
  return visits
}

/**
 * The visits, worked out once per worker when its first test runs: the tests are listed from the
 * route table alone (listing happens before the stack is up, and may precede the build).
 */
let visits: Promise<Map<RouteId, RouteSample>> | undefined
const planned = () => (visits ??= contractSamples('dist', sandboxData, tenantKeys()).then(spread))

const hydrated = (page: Page) => page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' })

for (const route of BUILT_ROUTES) {
  const paged = PAGED_LISTS.includes(route)
  const title = `${ROUTES[route].pattern}: one h1, no sideways scroll at 360 px, no axe violation${
    paged ? '; with the API failing the list says why, and "Coba lagi" brings it back' : ''
  }`
  test(title, async ({ page, request, consoleErrors, allowConsoleErrors }) => {
    const sample = (await planned()).get(route)
    expect(sample, 'a tenant has this route').toBeDefined()
    const { tenant, path } = sample!
    test.info().annotations.push({ type: 'visited', description: `${tenant}${path}` })
    // Held so no other test's fault or setting reaches this tenant's pages meanwhile.
    await leaseTenant(tenant)
    const raw = await rawGet(request, tenant, path)
    expect(raw.status()).toBe(200)
    const [heading = ''] = h1Texts(await raw.text())
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(siteUrl(tenant, path))
    // A guest is sent on to the central account's page once the app runs: wait until it got there.
    if (VISITOR_ROUTES.has(route)) await settle(page)
    // The page is whole in its HTML (renderer/paintFirst.ts); once hydrated it is what a visitor uses.
    else await hydrated(page)
    // After hydration the page shows what its HTML did: one h1, the same.
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveText(VISITOR_ROUTES.has(route) ? /\S/ : heading)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    expect(await axeViolations(page)).toEqual([])
    if (!paged) return

    expect(consoleErrors, 'console errors before the API failed').toEqual([])
    allowConsoleErrors(/status of 500/, /Injected server error/, /\[api\]/, /API error/, /Failed fetch/)
    await armFault(tenant, { pathPrefix: '/', fault: '500' })
    // A list baked into the page is brought up to date once the visitor uses the page
    // (shell/revalidateWhenIdle.ts): a scroll.
    await page.mouse.wheel(0, 400)
    const alert = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Coba lagi' }) })
    await expect(alert.first()).toContainText(MESSAGES.server(500))
    await resetTenant(tenant)
    // One retry may bring back more than its own list (calls shared by two sections).
    await expect(async () => {
      if ((await alert.count()) > 0)
        await alert.first().getByRole('button', { name: 'Coba lagi' }).click({ timeout: 2_000 })
      await expect(alert).toHaveCount(0, { timeout: 2_000 })
    }).toPass()
    await expect(page.locator('.list-count').first()).toBeVisible()
  })
}
