/**
 * Site search: each tenant's index holds its own pages only; a query in the address shows its
 * results grouped by kind; the header's dialog opens the results page; the search code loads only
 * when the box is opened; a first query stays within 100 KB; offline, a query over the index chunks
 * already loaded still answers and the page says it is offline.
 */
import type { Page } from '@playwright/test'
import { expect, sandboxGet, settle, siteUrl, test } from './fixtures'
import { searchIndexBytes } from '../../testkit/searchIndexBytes'
import { courseHref } from '../../features/classes/courses/paths'
import { offeredSections } from '../../scripts/release/sitemapSources'
import { getTenant } from '../../sites/registry'

const TENANTS = ['smkcoding', 'demo', 'sekolahkopi'] as const

interface OfferedItem {
  title: string
  href: string
  /** The results page's group for it. */
  group: 'Kelas' | 'Kursus'
}

/**
 * The first class of a tenant, or its first course where its menu offers no classes: the index holds
 * only the sections a tenant offers (its sitemap's rule), whatever else the API may answer.
 */
async function firstOffered(tenant: string): Promise<OfferedItem> {
  if (offeredSections(getTenant(tenant)!.nav).has('Class')) {
    const res = await sandboxGet(tenant, '/services/v1/class/list?page=1&perPage=100')
    const klass = ((await res.json()) as { data: { name: string; slug: string }[] }).data[0]!
    return { title: klass.name, href: `/Class/${klass.slug}`, group: 'Kelas' }
  }
  const res = await sandboxGet(tenant, '/services/v1/course/list?page=1&perPage=100')
  const course = ((await res.json()) as { data: { title: string; slug: string; isPremium: boolean }[] })
    .data[0]!
  return { title: course.title, href: courseHref(course), group: 'Kursus' }
}

async function searchFor(page: Page, tenant: string, query: string) {
  await page.goto(siteUrl(tenant, `/Cari?q=${encodeURIComponent(query)}`))
  const count = page.locator('p.search-page__count')
  await expect(count).toBeVisible()
  return count
}

test('an item of one tenant is found on its site and never on the others', async ({ page }) => {
  test.slow()
  // Every tenant's first class (or course), searched by its full title on each site: its own site
  // links to it; no other site's index holds it (other items may share a word, never the item).
  const firsts = await Promise.all(
    TENANTS.map(async (tenant) => ({ tenant, item: await firstOffered(tenant) })),
  )
  for (const { tenant, item } of firsts) {
    for (const other of TENANTS) {
      await searchFor(page, other, item.title)
      const links = page.locator(`.search-hit a[href="${item.href}"]`)
      if (other === tenant) {
        await expect(links.first(), `${item.title} on ${tenant}`).toBeVisible()
        await expect(page.locator('.search-hit mark').first()).toBeVisible()
      } else {
        await expect(links, `${item.title} of ${tenant} on ${other}`).toHaveCount(0)
      }
    }
  }
})

test('a query opened from the address shows its results by kind, with a filter kept in the address', async ({
  page,
}) => {
  const item = await firstOffered('smkcoding')
  await searchFor(page, 'smkcoding', item.title)
  const group = page.getByRole('region', { name: new RegExp(`^${item.group}: \\d+ hasil$`) })
  await expect(group).toBeVisible()
  await expect(group.getByRole('link', { name: item.title, exact: true })).toHaveAttribute('href', item.href)
  // Indonesian word forms: "pembelajaran" finds what "belajar" finds.
  const belajar = await (await searchFor(page, 'smkcoding', 'belajar')).innerText()
  const pembelajaran = await (await searchFor(page, 'smkcoding', 'pembelajaran')).innerText()
  expect(pembelajaran.match(/^\d+/)?.[0]).toBe(belajar.match(/^\d+/)?.[0])
  // A typo finds what the word it stands for finds, and the page says which word it searched.
  const typo = await searchFor(page, 'smkcoding', 'belajr')
  await expect(typo).toHaveText(/^Tidak ada hasil persis untuk “belajr”\. \d+ hasil untuk “belajar”/)
  await expect(page.locator('.search-hit').first()).toBeVisible()

  const filters = page.getByRole('navigation', { name: 'Saring menurut jenis' })
  await filters.getByRole('link', { name: /^Program \d+$/ }).click()
  await expect(page).toHaveURL(/[?&]jenis=Program/)
  await expect(filters.getByRole('link', { name: /^Program \d+$/ })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('.search-group')).toHaveCount(1)
  await expect(page.getByRole('region', { name: /^Program: \d+ hasil$/ })).toBeVisible()
})

test('the header opens a search dialog; the search code loads only then; a first query is within 100 KB', async ({
  browser,
}) => {
  // No service worker: every byte the query fetches is on the wire and counted here.
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  const searchScripts: string[] = []
  const indexBytes = () => searchIndexBytes(page)
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    // Read after the fact: the context may close first, and then there is nothing left to count.
    void request
      .response()
      .then((response) => response?.text())
      .then((body) => {
        if (body?.includes('/pagefind/')) searchScripts.push(new URL(request.url()).pathname)
      })
      .catch(() => undefined)
  })
  await page.goto(siteUrl('demo'))
  await settle(page)
  expect(searchScripts, 'search code in the first load').toEqual([])
  expect(await indexBytes()).toBe(0)

  await page.getByRole('button', { name: 'Cari di situs ini' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cari di situs ini' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('searchbox').fill('kelas')
  await dialog.getByRole('searchbox').press('Enter')
  await expect(page).toHaveURL(/\/Cari\?q=kelas$/)
  await expect(page.getByRole('status').filter({ hasText: /hasil untuk “kelas”/ })).toBeVisible()
  await settle(page)
  expect(searchScripts.length).toBeGreaterThan(0)
  const first = await indexBytes()
  expect(first, 'bytes of the first query').toBeLessThanOrEqual(100 * 1024)

  await page.getByRole('searchbox').fill('program')
  await page.getByRole('searchbox').press('Enter')
  await expect(page.getByRole('status').filter({ hasText: /hasil untuk “program”/ })).toBeVisible()
  await settle(page)
  const figures = `index bytes: first query ${first}, second ${(await indexBytes()) - first}`

  // Opened again, the header's field holds the last query selected: typing replaces it.
  await page.getByRole('button', { name: 'Cari di situs ini' }).click()
  await expect(dialog).toBeVisible()
  await page.keyboard.type('kopi')
  await expect(dialog.getByRole('searchbox')).toHaveValue('kopi')
  await page.keyboard.press('Escape')
  test.info().annotations.push({ type: 'bytes', description: figures })
  console.log(figures)
  await context.close()
})

test('offline, a query over the index already loaded still answers', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  // Offline, what was never fetched fails to load (and says so in the console); the rest answers.
  allowConsoleErrors(
    /net::ERR_INTERNET_DISCONNECTED/,
    /Failed to load resource/,
    /\[api\] \w+: Tidak dapat terhubung ke server/,
  )
  await page.goto(siteUrl('smkcoding', '/Cari'))
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await searchFor(page, 'smkcoding', 'belajar')
  await expect(page.locator('.search-hit').first()).toBeVisible()
  await settle(page)

  await context.setOffline(true)
  await page.reload()
  await expect(page.locator('p.search-page__count')).toContainText(/hasil untuk “belajar”/)
  await expect(page.locator('.search-hit').first()).toBeVisible()
  await expect(page.getByRole('note')).toContainText('Anda sedang luring.')
  await context.setOffline(false)
})
