/**
 * SPEC §8: a chunk that fails to load costs one document load, not two. A link whose page code
 * cannot be fetched (a deploy removed it) is followed by a full load of the link's target, Vike's
 * fallback; the shell does not also reload the page being left (shell/reload.ts).
 */
import { expect, settle, siteUrl, test } from './fixtures'

// The service worker would answer from its precache: the scripts must come from the network.
test.use({ serviceWorkers: 'block' })

test('a chunk that fails on a link causes exactly one document load, of the link’s target', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to fetch dynamically imported module|net::ERR_FAILED|Unable to preload/)
  await page.goto(siteUrl('demo', '/About'))
  // Every script the page being left asks for after its load fails (the link's prefetch too); the
  // next document's load freely.
  const aborted: string[] = []
  await page.route('**/assets/**', (route) => {
    if (!route.request().frame().url().includes('/About')) return route.continue()
    if (!/\.(m?js|css)(\?|$)/.test(route.request().url())) return route.continue()
    aborted.push(route.request().url())
    return route.abort()
  })
  await settle(page)
  const documents: string[] = []
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(new URL(r.url()).pathname)
  })
  await page.locator('a[href="/Class"]').first().click()
  await page.waitForURL('**/Class')
  await settle(page)
  await page.waitForTimeout(1500)
  expect(aborted.length, 'a script of the link failed').toBeGreaterThan(0)
  expect(documents).toEqual(['/Class'])
})
