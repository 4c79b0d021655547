/**
 * How moving around feels (SPEC §2, §4): scroll position on navigation, the loading bar and the
 * `page` transition on a slow navigation, content at first paint from the build snapshot, and the
 * error screen of a server-rendered page whose data call failed.
 */
import { ERROR_TEXT, HOME_LINK_TEXT } from '../../shell/errorTexts'
import { getTenant } from '../../sites/registry'
import { MESSAGES } from '../../api/client'
import {
  expect,
  firstNewsPost,
  resourceStatus,
  armFault,
  leaseTenant,
  settle,
  siteUrl,
  test,
} from './fixtures'

/** The demo catalogue's twin (`none`), leased by each test that fails its backend. */
const FAULTED = 'none'

// page.route() does not see requests a service worker answers; these tests hold requests back.
test.use({ serviceWorkers: 'block' })

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY)

test('a new page starts at the top, a hash link scrolls to its section, back restores the position', async ({
  page,
}) => {
  await page.goto(siteUrl('demo'))
  await settle(page)
  await page.locator('.hero').getByRole('link', { name: 'Lihat kelas' }).click()
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100)
  const section = await page.locator('#kelas').evaluate((el) => Math.round(el.getBoundingClientRect().top))
  expect(Math.abs(section)).toBeLessThan(5)

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  // Vike records the position at most every 300 ms; a visitor does not click faster than that.
  await page.waitForTimeout(400)
  const saved = await scrollY(page)
  expect(saved).toBeGreaterThan(300)
  await page.locator('.site-footer').getByRole('link', { name: 'Tentang Kami' }).click()
  await expect(page.locator('h1')).toHaveText(`Tentang ${getTenant('demo')!.name}`)
  // The heading can be in place a frame before the out-in transition has reset the position.
  await expect.poll(() => scrollY(page)).toBe(0)

  await page.goBack()
  await expect(page.locator('.hero__headline')).toBeVisible()
  await expect.poll(() => scrollY(page)).toBe(saved)
})

test('a slow navigation shows the loading bar and the page transition, then clears both', async ({
  page,
}) => {
  await page.goto(siteUrl('demo'))
  await settle(page)
  // Hold the next page's data for 1.5 s: well past the bar's 200 ms throttle.
  await page.route('**/Privacy-Policy/index.pageContext.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.locator('.site-footer').getByRole('link', { name: 'Kebijakan Privasi' }).click()
  const bar = page.getByRole('progressbar', { name: 'Memuat halaman' })
  await expect(bar).toBeVisible()
  await expect(page.locator('body')).toHaveClass(/page-leave-active/)
  await expect(page.locator('h1')).toHaveText('Kebijakan Privasi')
  await expect(bar).toBeHidden()
  await expect(page.locator('body')).not.toHaveClass(/page-leave-active/)
})

test('pre-rendered pages have their content in the HTML, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl('smkcoding'))
  const name = getTenant('smkcoding')!.name
  await expect(page.locator('.hero__eyebrow')).toHaveText(name)
  await expect(page.locator('.site-header__brand')).toContainText(name)
  // The home's courses are the first page of /Courses, with the way there.
  expect(await page.locator('.class-card').count()).toBeGreaterThan(0)
  await expect(page.getByRole('link', { name: 'Lihat semua kursus' })).toHaveAttribute('href', '/Courses')
  await expect(page.locator('.spinner')).toHaveCount(0)
  await context.close()
})

test('when the live settings fail, the page keeps its build-time snapshot', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(resourceStatus(500), /\[api\] settings: /)
  await leaseTenant(FAULTED)
  await armFault(FAULTED, { pathPrefix: '/services/v0/cms/app/settings', fault: '500' })
  const warnings: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text())
  })
  await page.goto(siteUrl(FAULTED, '/About'))
  await settle(page)
  await expect(page.locator('h1')).toHaveText(`Tentang ${getTenant(FAULTED)!.name}`)
  await expect(page.locator('.site-header')).toBeVisible()
  // The live settings are asked once the page is idle: under load, after the checks above.
  await expect.poll(() => warnings.some((w) => w.includes('[settings] live settings unavailable'))).toBe(true)
})

test('a server-rendered page whose backend fails shows the error screen with a plain reason', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(resourceStatus(502))
  // The edge project runs this again: its own post, one the renderer project's run never opened.
  await leaseTenant(FAULTED)
  const post = await firstNewsPost(FAULTED, test.info().project.name === 'edge' ? 16 : 15)
  await armFault(FAULTED, { pathPrefix: '/services/v3/post/detail', fault: '500' })
  // A post no other test opens: one rendered in the last five minutes is answered from that render
  // (stale-if-error, by path: a query string makes no new page).
  const res = await page.goto(siteUrl(FAULTED, `/News/${post.slug}`))
  // A backend failure is a bad gateway (renderer/upstream.ts); its raw text stays in the log.
  expect(res?.status()).toBe(502)
  await expect(page.locator('h1')).toHaveText(ERROR_TEXT)
  await expect(page.locator('.error-screen__message')).toHaveText(MESSAGES.server(500))
  await expect(page.locator('body')).not.toContainText('Injected server error')
  await expect(page.getByRole('link', { name: HOME_LINK_TEXT })).toHaveAttribute('href', '/')
})

test('a client-side navigation to a server-rendered page fetches its data without the site runtime; the tab keeps the site', async ({
  page,
}) => {
  const post = await firstNewsPost('demo')
  const dataPath = `/News/${post.slug}/index.pageContext.json`
  const navigationData: import('@playwright/test').Response[] = []
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === dataPath) navigationData.push(r)
  })
  await page.goto(siteUrl('demo', '/News'))
  await settle(page)
  // Survives only a client-side navigation: a full page load would start a new window object.
  await page.evaluate(() => Object.assign(window, { sameTab: true }))
  await page.locator('.post-card__link', { hasText: post.title }).first().click()
  await expect(page.locator('h1')).toHaveText(post.title)
  expect(await page.evaluate(() => (window as unknown as { sameTab?: boolean }).sameTab)).toBe(true)
  expect(navigationData.length).toBeGreaterThan(0)
  for (const r of navigationData) {
    expect(r.status()).toBe(200)
    expect(await r.text()).not.toContain('"site":')
  }
  // The page and the next one still have the tenant's runtime (shell/site.tsx keeps the first one).
  const name = getTenant('demo')!.name
  await expect(page.locator('.site-header__brand')).toContainText(name)
  await page.locator('.site-footer').getByRole('link', { name: 'Tentang Kami' }).click()
  await expect(page.locator('h1')).toHaveText(`Tentang ${name}`)
  expect(await page.evaluate(() => (window as unknown as { sameTab?: boolean }).sameTab)).toBe(true)
})

test('on a 360 px phone the menu button opens the navigation, and choosing a page closes it', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' })
  const page = await context.newPage()
  await page.goto(siteUrl('alkademi'))
  await settle(page)
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' })
  const menu = page.getByRole('button', { name: 'Menu' })
  await expect(nav).toBeHidden()
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  const first = getTenant('alkademi')!.nav[0]!
  await nav.getByRole('link', { name: first.label }).click()
  await expect(page).toHaveURL(new RegExp(`${first.path}$`))
  await expect(nav).toBeHidden()
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await context.close()
})
