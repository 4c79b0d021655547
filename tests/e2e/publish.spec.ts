/**
 * From Terbitkan to every page: a writer publishes a news post on the desk of Diaksara (its menu
 * shows News, its landing the newest news), and within 20 s the news list's raw HTML, the news feed
 * and site search show it through the edge (the release service rebuilds them: README "From
 * Terbitkan to the CDN"); unpublished, it leaves them again the same way. Runs in the `edge`
 * project (nginx in front of two renderers), or through the renderer when E2E_EDGE=off.
 */
import type { Browser, Page } from '@playwright/test'
import { releaseStatus } from './release'
import { expect, rawGet, sandboxGet, siteUrl, test } from './fixtures'

const TENANT = 'diaksara'
const DESK = '/Welcome/Redaksi'
const PASSWORD = 'rahasia123'
const WRITER = 'penulis@alkademi.id'
const WITHIN = { timeout: 20_000, intervals: [250, 500, 1000] }

test.beforeEach(() => {
  test.skip(
    test.info().project.name === 'renderer' && process.env.E2E_EDGE !== 'off',
    'runs through the edge (the edge project)',
  )
})

async function signIn(page: Page) {
  await page.goto(siteUrl(TENANT, `/Login?redirect=${encodeURIComponent(DESK)}`))
  await page.getByLabel('Email').fill(WRITER)
  await page.getByLabel('Kata sandi').fill(PASSWORD)
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page).toHaveURL(siteUrl(TENANT, DESK))
  await expect(page.getByRole('heading', { name: 'Tulisan saya: Berita' })).toBeVisible()
}

/** Site search on a fresh visit (no service worker holding an older index). */
async function searchFinds(browser: Browser, query: string, href: string): Promise<boolean> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(siteUrl(TENANT, `/Cari?q=${encodeURIComponent(query)}`))
    await expect(page.locator('p.search-page__count')).toBeVisible()
    return (await page.locator(`.search-hit a[href="${href}"]`).count()) > 0
  } finally {
    await context.close()
  }
}

test('a post published on the desk is on the news list, the feed and search within 20 s, and leaves them when unpublished', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const word = `Kabarrilis${Date.now().toString(36)}`
  const title = `${word} Warga Belajar Bersama`
  await signIn(page)
  await page.getByRole('button', { name: 'Tulis berita baru' }).click()
  await page.getByLabel('Judul').fill(title)
  const slug = await page.getByLabel('Slug (alamat tulisan)').inputValue()
  await page.getByLabel('Ringkasan').fill('Kabar uji rilis bertahap.')
  await page.getByLabel('Isi tulisan').fill(`Isi kabar ${word}.`)
  await page.getByRole('button', { name: 'Terbitkan' }).click()
  await expect(page.locator('.desk-notice')).toContainText(`"${title}" terbit.`)
  const href = `/News/${slug}`

  await expect
    .poll(async () => (await (await rawGet(request, TENANT, '/News')).text()).includes(href), WITHIN)
    .toBe(true)
  await expect
    .poll(async () => (await (await rawGet(request, TENANT, '/rss/news.xml')).text()).includes(slug), WITHIN)
    .toBe(true)
  await expect.poll(() => searchFinds(browser, word, href), WITHIN).toBe(true)
  // The home's newest news, and the sitemap, came with the same rebuild.
  expect((await (await rawGet(request, TENANT, '/')).text()).includes(href)).toBe(true)
  expect((await (await rawGet(request, TENANT, '/sitemap.xml')).text()).includes(href)).toBe(true)
  expect((await releaseStatus(TENANT))?.lastError ?? null).toBeNull()

  // Unpublished ("Simpan draf" on a published post): off the list, the feed and search again.
  await page.getByRole('button', { name: `Ubah ${title}` }).click()
  await page.getByRole('button', { name: 'Simpan draf' }).click()
  await expect(page.getByText(`Draf "${title}" tersimpan.`)).toBeVisible()
  await expect
    .poll(async () => (await (await rawGet(request, TENANT, '/News')).text()).includes(href), WITHIN)
    .toBe(false)
  await expect
    .poll(async () => (await (await rawGet(request, TENANT, '/rss/news.xml')).text()).includes(slug), WITHIN)
    .toBe(false)
  await expect.poll(() => searchFinds(browser, word, href), WITHIN).toBe(false)

  // Deleted: gone from the desk and the API; the lists stay without it.
  await page.getByRole('button', { name: `Hapus ${title}` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Ya, hapus tulisan' }).click()
  await expect(page.getByText(`"${title}" dihapus.`)).toBeVisible()
  expect((await sandboxGet(TENANT, `/services/v3/post/detail?kindSlug=news&slug=${slug}`)).status).toBe(404)
})
