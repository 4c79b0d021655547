/**
 * Drafts are private, posts have size limits (api/README.md "Drafts", "Post size limits"): a writer
 * saves a draft with "Simpan draf"; a visitor gets the site's 404 page at its entry path and finds
 * it in no list, search, feed or sitemap, nor through the legacy list asked for drafts; the writer
 * sees it in the desk's "Pratinjau". A body past the limit, or an image given as data, is named at
 * its field in Indonesian and the form keeps what was typed. Tenants: alkamedia and jongkreatif.
 */
import type { Page } from '@playwright/test'
import { NOT_FOUND_TEXT } from '../../shell/errorTexts'
import { expect, rawGet, resourceStatus, sandboxFetch, sandboxJson, siteUrl, test } from './fixtures'

const PASSWORD = 'rahasia123'
const WRITER = 'penulis@alkademi.id'
const DESK = '/Welcome/Redaksi'
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A sandbox call as the writer on `tenant` (for cleaning up what a test wrote). */
async function asWriter(tenant: string, method: string, path: string) {
  const login = await sandboxFetch(tenant, '/auth/generate/token', {
    method: 'POST',
    body: { email: WRITER, password: PASSWORD },
  })
  const { data } = (await login.json()) as { data: { token: string } }
  return sandboxFetch(tenant, `/services/${path}`, {
    method,
    headers: { Authorization: `Bearer ${data.token}` },
  })
}

// Each test takes its posts away again: other specs compare these tenants' lists with their pages.
test.afterEach(async () => {
  for (const tenant of ['alkamedia', 'jongkreatif']) {
    const mine = (await (await asWriter(tenant, 'GET', 'v1/post/mine?pageSize=100')).json()) as {
      data: { id: number }[]
    }
    for (const post of mine.data)
      expect((await asWriter(tenant, 'DELETE', `v1/post/${post.id}`)).status).toBe(200)
  }
})

async function signIn(page: Page, tenant: string) {
  await page.goto(siteUrl(tenant, `/Login?redirect=${encodeURIComponent(DESK)}`))
  await expect(page).toHaveURL(/\/auth\/akun\/login\?/)
  await page.getByLabel('Email').fill(WRITER)
  await page.getByLabel('Kata sandi').fill(PASSWORD)
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page).toHaveURL(siteUrl(tenant, DESK))
  await expect(page.getByRole('heading', { name: 'Meja Redaksi', level: 1 })).toBeVisible()
}

test('a saved draft is 404 and in no list, search or feed for a visitor; its writer previews it', async ({
  page,
  browser,
  request,
  allowConsoleErrors,
}) => {
  const tenant = 'alkamedia'
  const title = `Draf Rahasia Redaksi ${unique()}`
  await signIn(page, tenant)
  await page.getByRole('button', { name: 'Tulis berita baru' }).click()
  await page.getByLabel('Judul').fill(title)
  const slug = await page.getByLabel('Slug (alamat tulisan)').inputValue()
  await page.getByLabel('Ringkasan').fill('Belum untuk pembaca.')
  await page.getByLabel('Isi tulisan').fill('<p>Isi draf yang belum terbit.</p>')
  await page.getByRole('button', { name: 'Simpan draf' }).click()
  await expect(page.getByText(`Draf "${title}" tersimpan.`)).toBeVisible()
  const row = page.getByRole('row', { name: new RegExp(title) })
  await expect(row.getByText('Draf', { exact: true })).toBeVisible()

  // A visitor: the entry path is the site's 404 page, raw and in the browser.
  expect((await rawGet(request, tenant, `/News/${slug}`)).status()).toBe(404)
  const visitor = await browser.newContext()
  const guest = await visitor.newPage()
  const guestErrors: string[] = []
  guest.on('console', (m) => {
    if (m.type() === 'error' && !/status of 404/.test(m.text())) guestErrors.push(m.text())
  })
  const res = await guest.goto(siteUrl(tenant, `/News/${slug}`))
  expect(res?.status()).toBe(404)
  await expect(guest.locator('h1')).toHaveText(NOT_FOUND_TEXT)

  // Searching the news list by its title finds nothing; the same search finds a published post.
  const published = (
    await sandboxJson<{ data: { title: string }[] }>(
      tenant,
      '/services/v3/post/list?kindSlug=news&pageSize=1',
    )
  ).body.data[0]!
  await guest.goto(siteUrl(tenant, `/News?q=${encodeURIComponent(published.title)}`))
  await expect(guest.getByRole('link', { name: published.title }).first()).toBeVisible()
  await guest.goto(siteUrl(tenant, `/News?q=${encodeURIComponent(title)}`))
  await expect(guest.getByText('Tidak ada berita yang cocok.')).toBeVisible()
  await expect(guest.getByRole('link', { name: title })).toHaveCount(0)
  await guest.goto(siteUrl(tenant, '/News'))
  await expect(guest.locator('.post-card').first()).toBeVisible()
  await expect(guest.getByText(title)).toHaveCount(0)
  expect(guestErrors).toEqual([])
  await visitor.close()

  // The calls a visitor's token can make: no list carries it, asked for drafts or not.
  for (const path of [
    '/services/v3/post/list?kindSlug=news&pageSize=100',
    `/services/v3/post/list?kindSlug=news&pageSize=100&search=${encodeURIComponent(title)}`,
    '/services/v1/post/list?pageSize=100',
    '/services/v1/post/list?active=false&pageSize=100',
  ]) {
    const { status, body } = await sandboxJson<{ data: { title: string }[] }>(tenant, path)
    expect(status, path).toBe(200)
    expect(
      body.data.map((p) => p.title),
      path,
    ).not.toContain(title)
  }
  expect((await sandboxJson(tenant, `/services/v3/post/detail?kindSlug=news&slug=${slug}`)).status).toBe(404)
  // Feeds and the sitemap are made by the build from the same public lists.
  for (const path of ['/rss/news.xml', '/sitemap.xml']) {
    const feed = await rawGet(request, tenant, path)
    expect(feed.status(), path).toBe(200)
    expect(await feed.text(), path).not.toContain(slug)
  }

  // The writer, with their own token, sees it as the site will show it.
  allowConsoleErrors(resourceStatus(404))
  await row.getByRole('button', { name: `Pratinjau ${title}` }).click()
  const preview = page.locator('.desk-preview')
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(preview.locator('.post__body')).toHaveText('Isi draf yang belum terbit.')
  await expect(preview.getByText('Draf ini hanya terlihat oleh Anda dan editor situs.')).toBeVisible()
})

test('a body past the limit or an image given as data is named in Indonesian; the form keeps the text', async ({
  page,
}) => {
  const tenant = 'jongkreatif'
  await signIn(page, tenant)
  await page
    .getByRole('button', { name: /^Tulis .* baru$/ })
    .first()
    .click()
  const title = `Laporan Terlalu Panjang ${unique()}`
  await page.getByLabel('Judul').fill(title)
  const body = page.getByLabel('Isi tulisan')
  const long = `<p>${'kata '.repeat(40_000)}</p>` // 200,007 characters
  await body.fill(long)
  await page.getByRole('button', { name: 'Simpan draf' }).click()
  await expect(
    page.getByText(
      'Isi tulisan terlalu panjang: 200.007 karakter, maksimal 200.000. Bagi menjadi beberapa tulisan.',
    ),
  ).toBeVisible()
  await expect(body).toHaveAttribute('aria-invalid', 'true')
  await expect(body).toHaveValue(long)
  await expect(page.getByLabel('Judul')).toHaveValue(title)

  const inline = '<p>Foto:</p><img src="data:image/png;base64,iVBORw0KGgo=" alt="foto">'
  await body.fill(inline)
  await page.getByRole('button', { name: 'Terbitkan' }).click()
  await expect(
    page.getByText('Gambar di isi tulisan harus berupa alamat (https://…), bukan data gambar (data:…).'),
  ).toBeVisible()
  await expect(body).toHaveValue(inline)

  // Within the limits, it saves.
  await body.fill('<p>Cukup pendek.</p>')
  await page.getByRole('button', { name: 'Simpan draf' }).click()
  await expect(page.getByText(`Draf "${title}" tersimpan.`)).toBeVisible()
})
