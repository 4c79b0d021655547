/**
 * Nothing personal is ever a cache hit at the CDN (the `edge` project: Varnish -> nginx ->
 * renderers). A visitor signs in and browses; every answer the CDN gave from its cache is exactly
 * what a guest gets, no answer of the CDN names the visitor or carries their token, and a request
 * with `Authorization` is passed to the origin, never held. Tenant: jambore (this spec's own).
 */
import type { Page } from '@playwright/test'
import { e2eNginxPort, e2ePort, expect, rawBytes, settle, siteUrl, test } from './fixtures'

const TENANT = 'jambore'
const NAME = 'Bayu Pratama'
const EMAIL = 'mentor@alkademi.id'

async function asGuest(urlPath: string, headers: Record<string, string> = {}) {
  const answer = await rawBytes(TENANT, urlPath, headers)
  return { status: answer.status, cache: String(answer.headers['x-cache'] ?? ''), body: answer.body }
}

async function centralLogin(page: Page) {
  await expect(page).toHaveURL(/\/auth\/akun\/login\?/)
  await page.getByLabel('Email').fill(EMAIL)
  await page.getByLabel('Kata sandi').fill('rahasia123')
  await page.getByRole('button', { name: 'Masuk' }).click()
}

test('a signed-in visitor’s answers from the CDN’s cache are a guest’s; nothing of theirs is held', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  expect(e2ePort(), 'runs through the CDN').not.toBe(e2eNginxPort())
  const origin = new URL(siteUrl(TENANT)).origin
  const served: {
    path: string
    encoding: string
    cache: string
    personalRequest: boolean
    setCookie: boolean
  }[] = []
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (url.origin !== origin) return
    const request = await response.request().allHeaders()
    const headers = await response.allHeaders()
    served.push({
      path: url.pathname + url.search,
      encoding: headers['content-encoding'] ?? '',
      cache: headers['x-cache'] ?? '',
      personalRequest: 'authorization' in request,
      setCookie: 'set-cookie' in headers,
    })
  })

  await page.goto(siteUrl(TENANT, '/About'))
  await settle(page)
  const header = page.locator('header.site-header')
  await header.getByRole('link', { name: 'Masuk' }).click()
  await centralLogin(page)
  await expect(page).toHaveURL(siteUrl(TENANT, '/About'))
  await expect(header.getByRole('button', { name: new RegExp(NAME) })).toBeVisible()
  const token = (await context.cookies()).find((c) => c.name === 'client-token')?.value
  expect(token).toBeTruthy()
  for (const p of ['/Welcome', '/Class', '/', '/About']) {
    await page.goto(siteUrl(TENANT, p))
    await settle(page)
  }
  await expect(header.getByRole('button', { name: new RegExp(NAME) })).toBeVisible()

  const hits = served.filter((s) => s.cache === 'HIT')
  expect(hits.length, 'the signed-in visitor was served from the cache').toBeGreaterThan(3)
  expect(served.filter((s) => (s.personalRequest || s.setCookie) && s.cache === 'HIT')).toEqual([])

  // What the CDN gave the signed-in visitor from its cache is, byte for byte, what a guest gets.
  for (const hit of hits) {
    const signedIn = await asGuest(hit.path, {
      'accept-encoding': hit.encoding || 'identity',
      cookie: `client-token=${token}`,
    })
    const guest = await asGuest(hit.path, { 'accept-encoding': hit.encoding || 'identity' })
    expect(guest.body.equals(signedIn.body), hit.path).toBe(true)
    for (const mark of [NAME, EMAIL, token!])
      expect(guest.body.includes(mark), `${hit.path}: ${mark}`).toBe(false)
  }

  // A request with credentials is the origin's to answer, every time; a guest never gets its answer.
  for (let i = 0; i < 2; i++) {
    const personal = await asGuest('/Welcome', { authorization: `Bearer ${token}` })
    expect(personal.status).toBe(200)
    expect(personal.cache).toBe('PASS')
  }

  // And a guest's browser, after all that, is a guest.
  const guestPage = await (await page.context().browser()!.newContext()).newPage()
  await guestPage.goto(siteUrl(TENANT, '/About'))
  await settle(guestPage)
  await expect(guestPage.locator('header.site-header').getByRole('link', { name: 'Masuk' })).toBeVisible()
  await expect(guestPage.getByText(NAME)).toHaveCount(0)
  await guestPage.context().close()
})
