/**
 * List pages carry their lists as the cards read them (features/listPayload); the revalidation
 * once the visitor uses the page (a scroll here: shell/revalidateWhenIdle.ts) then brings the full answer. The cards must not change when it lands: same
 * markup from the slim data in the page as from the API's full answer (no flash, no shift).
 */
import type { Page } from '@playwright/test'
import { expect, firstNewsPost, settle, siteUrl, test } from './fixtures'

test.use({ serviceWorkers: 'block' })

const LIST_CALLS = [
  '/v3/post/list',
  '/v1/post/article/list',
  '/v1/program/list',
  '/v1/class/list',
  '/v1/class/recent',
]

const cardsHtml = (page: Page) =>
  page.locator('.card-grid').evaluateAll((grids) => grids.map((g) => g.outerHTML))

const CASES = [
  { tenant: 'demo', path: '/News' },
  { tenant: 'demo', path: '/Blog' },
  // Server-rendered: every article category's first page.
  { tenant: 'demo', path: '/Articles/semua' },
  { tenant: 'demo', path: '/Event' },
  { tenant: 'demo', path: '/Program' },
  { tenant: 'demo', path: '/Class' },
  { tenant: 'smkcoding', path: '/' },
  // A server-rendered post: its related posts are baked in as their cards read them.
  { tenant: 'demo', path: '/News/{first news post}' },
]

for (const { tenant, path } of CASES) {
  test(`${tenant} ${path}: the cards from the page's data are the cards of the full answer`, async ({
    page,
  }) => {
    // Hold every list call the revalidation makes until the cards drawn from the page's data are read.
    let snapshot: Promise<string[]> | undefined
    let held = 0
    await page.route(
      (url) => LIST_CALLS.some((call) => url.pathname.endsWith(call)),
      async (route) => {
        held++
        snapshot ??= cardsHtml(page)
        await snapshot
        await route.continue()
      },
    )
    const url = path.includes('{') ? `/News/${(await firstNewsPost(tenant)).slug}` : path
    await page.goto(siteUrl(tenant, url))
    await page.mouse.wheel(0, 200)
    await expect.poll(() => held, { timeout: 15_000 }).toBeGreaterThan(0)
    const fromPageData = await snapshot!
    expect(fromPageData.length).toBeGreaterThan(0)
    await settle(page)
    expect(await cardsHtml(page)).toEqual(fromPageData)
  })
}
