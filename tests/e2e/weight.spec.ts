/**
 * First-load weight: a first visit to a home downloads no fetcher (zod, the call table,
 * the HTTP client: api/lazy.ts) and asks the backend nothing before the `load` event, because the
 * data it shows is in the HTML (SWR fallback). Once idle only the start-up calls of SPEC §2 run
 * (settings, app version, page-load log); the lists the HTML shows are revalidated when the visitor
 * uses the page (shell/revalidateWhenIdle.ts). The second half proves the checks are not vacuous:
 * the start-up calls do download the fetcher the first half looked for, and a scroll does
 * revalidate the lists.
 */
import type { APIRequestContext } from '@playwright/test'
import { tenantKeys } from '../../sites/registry'
import { E2E_SANDBOX_PORT } from '../../playwright.config'
import { expect, settle, siteUrl, test } from './fixtures'

const BUILT = process.env.TENANTS ? process.env.TENANTS.split(',').map((k) => k.trim()) : tenantKeys()
const TENANT = BUILT.includes('demo') ? 'demo' : BUILT[0]!

/** zod's schema classes and a path of the call table: what only the fetcher chunks contain. */
const isFetcherCode = (source: string) => source.includes('$ZodObject') || source.includes('v3/post/list')

async function fetcherScripts(request: APIRequestContext, urls: string[]): Promise<string[]> {
  const found: string[] = []
  for (const url of urls) {
    const { host, port, pathname } = new URL(url)
    const res = await request.get(`http://127.0.0.1:${port}${pathname}`, { headers: { host } })
    if (isFetcherCode(await res.text())) found.push(pathname)
  }
  return found
}

test('the home loads without the fetcher and re-asks nothing the HTML holds before idle', async ({
  page,
  request,
}) => {
  const scripts = { beforeLoad: [] as string[], afterLoad: [] as string[] }
  const apiCalls = { beforeLoad: [] as string[], afterLoad: [] as string[] }
  let loaded = false
  page.on('load', () => (loaded = true))
  page.on('request', (req) => {
    const url = new URL(req.url())
    const when = loaded ? 'afterLoad' : 'beforeLoad'
    if (url.pathname.endsWith('.js')) scripts[when].push(req.url())
    else if (url.port === String(E2E_SANDBOX_PORT) && ['fetch', 'xhr'].includes(req.resourceType()))
      apiCalls[when].push(`${req.method()} ${url.pathname}`)
  })

  await page.goto(siteUrl(TENANT, '/'))
  await expect(page.locator('main')).toBeVisible()
  await settle(page)
  expect(apiCalls.beforeLoad, 'backend calls before the load event').toEqual([])
  expect(await fetcherScripts(request, scripts.beforeLoad), 'fetcher chunks before the load event').toEqual(
    [],
  )

  // Once idle, the start-up calls run: that is when the fetcher comes.
  await expect.poll(() => apiCalls.afterLoad.length, { timeout: 10_000 }).toBeGreaterThan(0)
  await settle(page)
  expect(await fetcherScripts(request, scripts.afterLoad)).not.toEqual([])
  const startUp = [...apiCalls.afterLoad]
  expect(startUp.filter(isListCall), 'list calls before the visitor used the page').toEqual([])

  // The visitor scrolls: the lists the HTML shows are brought up to date.
  await page.mouse.wheel(0, 600)
  await expect
    .poll(() => apiCalls.afterLoad.filter(isListCall).length, { timeout: 10_000 })
    .toBeGreaterThan(0)
})

/** A call for one of the lists a landing shows (classes, programs, posts, testimonies). */
function isListCall(call: string): boolean {
  return /list|testimon|classes|programs/i.test(call) && !/settings/.test(call)
}
