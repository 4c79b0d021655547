/**
 * What a visitor who taps links gets, compared with one who loads each address:
 * - a page opened by a client-side navigation is kept by the service worker like a loaded one, so a
 *   reload offline shows it (a pre-rendered list, a pre-rendered page outside the precache, and a
 *   server-rendered entry path), while a page never opened still gets the offline page;
 * - the head follows the page: after a click from a list to a detail, the canonical link, the
 *   description, robots, Open Graph and Twitter tags and the shared JSON-LD equal the raw server
 *   HTML of that address;
 * - a signed-in visitor who goes offline keeps their account in the header, marked offline.
 */
import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { OFFLINE_MARK } from '../../shell/UserMenu'
import { OFFLINE_TITLE } from '../../sites/offlinePage'
import { CACHE_NAMES } from '../../sw/protocol'
import { CONNECTION_LOST_ERRORS, expect, rawGet, settle, siteUrl, test } from './fixtures'

// Offline, the pages' live revalidation fails and says so. Calls of the very first load went out
// before the worker controlled the page, so none was kept: offline they fail through the worker.
const OFFLINE_ERRORS = [...CONNECTION_LOST_ERRORS, /\[api\] \w+: Layanan data sedang/]

async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
}

function precachedPaths(tenant: string): string[] {
  const sw = readFileSync(path.resolve(import.meta.dirname, `../../dist/${tenant}/sw.js`), 'utf8')
  return [...sw.matchAll(/"url":"(\/[^"]*)"/g)].map((m) => m[1]!)
}

const OFFLINE_KINDS = [
  // A list the build does not precache: the precache takes the pages the home links to while they
  // fit, and foundation's eighth menu entry does not fit.
  { kind: 'pre-rendered list', tenant: 'foundation', from: '/Class', link: 'footer a[href="/Portfolio"]' },
  {
    kind: 'pre-rendered page',
    tenant: 'smkcoding',
    from: '/Courses',
    link: 'main a[href="/Courses/@Premium"]',
  },
  { kind: 'server-rendered entry path', tenant: 'alkademi', from: '/News', link: 'main a[href^="/News/"]' },
] as const

for (const { kind, tenant, from, link } of OFFLINE_KINDS) {
  test(`${kind} opened by a tapped link reads offline after a reload`, async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(...OFFLINE_ERRORS)
    await page.goto(siteUrl(tenant, from))
    await controlledByWorker(page)
    await settle(page)
    const target = page.locator(link).first()
    const href = (await target.getAttribute('href'))!
    // Not in the build's precache: only the visit can have kept it.
    expect(precachedPaths(tenant)).not.toContain(href)
    await target.click()
    await expect(page).toHaveURL(siteUrl(tenant, href))
    const heading = page.locator('main h1').first()
    await expect(heading).not.toHaveText('')
    const title = await heading.textContent()
    await expect
      .poll(() =>
        page.evaluate(
          async ([name, url]) => Boolean(await (await caches.open(name!)).match(url!)),
          [CACHE_NAMES.pages, page.url()],
        ),
      )
      .toBe(true)
    await settle(page)

    await context.setOffline(true)
    await page.reload()
    await expect(page.locator('main h1').first()).toHaveText(title!)
    // A page of the same kind never opened: the offline page, as before.
    const unopened = await page.evaluate(
      (selector) =>
        [...document.querySelectorAll<HTMLAnchorElement>(selector)]
          .map((a) => a.getAttribute('href')!)
          .find((h) => h !== location.pathname),
      link.replace(/^main /, ''),
    )
    if (unopened && !precachedPaths(tenant).includes(unopened)) {
      await page.goto(siteUrl(tenant, unopened))
      await expect(page.locator('h1')).toHaveText(OFFLINE_TITLE)
    }
    await context.setOffline(false)
  })
}

/** The head tags a share sheet and a crawler read, from a document (the live one or a parsed raw one). */
function headOf(doc: Document) {
  const meta = (selector: string) => doc.head.querySelector(selector)?.getAttribute('content') ?? null
  return {
    canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    description: meta('meta[name="description"]'),
    robots: meta('meta[name="robots"]'),
    ogUrl: meta('meta[property="og:url"]'),
    ogType: meta('meta[property="og:type"]'),
    ogDescription: meta('meta[property="og:description"]'),
    ogImage: meta('meta[property="og:image"]'),
    twitterTitle: meta('meta[name="twitter:title"]'),
    twitterDescription: meta('meta[name="twitter:description"]'),
    twitterImage: meta('meta[name="twitter:image"]'),
    jsonLd: [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent),
  }
}

async function liveHead(page: Page) {
  return page.evaluate(`(${headOf.toString()})(document)`) as Promise<ReturnType<typeof headOf>>
}

async function rawHead(page: Page, html: string) {
  return page.evaluate(
    `(${headOf.toString()})(new DOMParser().parseFromString(${JSON.stringify(html)}, 'text/html'))`,
  ) as Promise<ReturnType<typeof headOf>>
}

const PAIRS = [
  { name: 'news', tenant: 'demo', list: '/News', link: 'main a[href^="/News/"]' },
  { name: 'blog', tenant: 'demo', list: '/Blog', link: 'main a[href^="/Blog/"]' },
  { name: 'articles', tenant: 'alkamedia', list: '/Articles/semua', link: 'main a[href*="/Detail/"]' },
  { name: 'classes', tenant: 'demo', list: '/Class', link: 'main a[href^="/Class/"]' },
  { name: 'courses', tenant: 'demo', list: '/Courses', link: 'main a[href^="/Courses/"]:not([href*="@"])' },
  // The active programs above the catalogue keep their links inside closed <details>: a visible one.
  { name: 'programs', tenant: 'demo', list: '/Program', link: 'main a[href^="/Program/"]:visible' },
  { name: 'events', tenant: 'demo', list: '/Event', link: 'main a[href^="/Event/"]' },
  { name: 'careers', tenant: 'demo', list: '/Event/Careers', link: 'main a[href^="/Career/"]' },
  { name: 'podcasts', tenant: 'demo', list: '/Podcasts', link: 'main a[href^="/Podcasts/"]' },
  // No page links to the mentors' list: a link to it is placed in the page, which the client
  // router follows like any other.
  { name: 'mentors', tenant: 'demo', list: '/Courses', link: null },
] as const

for (const { name, tenant, list, link } of PAIRS) {
  test(`${name}: after a click from the list, the head is the raw HTML's of the page shown`, async ({
    page,
    request,
  }) => {
    await page.goto(siteUrl(tenant, list))
    await settle(page)
    const before = await liveHead(page)
    let target = link ? page.locator(link).first() : null
    if (!target) {
      await page.evaluate(() => {
        const a = document.createElement('a')
        a.href = '/Mentor'
        a.id = 'to-mentors'
        a.textContent = 'Mentor'
        document.querySelector('main')!.prepend(a)
      })
      target = page.locator('#to-mentors')
    }
    const href = (await target.getAttribute('href'))!
    await target.click()
    await expect(page).toHaveURL(siteUrl(tenant, href))
    await settle(page)
    const raw = await rawGet(request, tenant, new URL(page.url()).pathname)
    expect(raw.status()).toBe(200)
    const expected = await rawHead(page, await raw.text())
    expect(expected.canonical).not.toBe(before.canonical)
    await expect.poll(() => liveHead(page)).toEqual(expected)
  })
}

test('signed in, then offline: the header keeps the account and says it is offline', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(...OFFLINE_ERRORS)
  await page.goto(siteUrl('demo', `/Login?redirect=${encodeURIComponent('/Courses')}`))
  await page.getByLabel('Email').fill('mentor@alkademi.id')
  await page.getByLabel('Kata sandi').fill('rahasia123')
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page).toHaveURL(siteUrl('demo', '/Courses'))
  const toggle = page.locator('.user-menu__toggle')
  await expect(toggle).toBeVisible()
  await expect(page.locator('.user-menu__avatar')).not.toHaveText('…')
  const name = await page.locator('.user-menu__name').textContent()
  await controlledByWorker(page)
  await settle(page)

  await context.setOffline(true)
  await page.reload()
  await expect(page.locator('.user-menu__name')).toHaveText(name!)
  await expect(page.locator('.user-menu__offline')).toHaveText(OFFLINE_MARK)
  await expect(page.locator('.user-menu__login')).toHaveCount(0)
  await context.setOffline(false)
  await expect(page.locator('.user-menu__offline')).toHaveCount(0)
})
