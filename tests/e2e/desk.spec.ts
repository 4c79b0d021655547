/**
 * The writers' desk (/Welcome/Redaksi): a writer signs in, writes a post with a cover and an inline
 * image, previews it as the site shows it, publishes; the post is on its tenant's entry path at
 * once and on no other tenant. A student gets 403. A dropped connection and a reload lose nothing.
 * The desk's code is in no visitor page (as for the chat code), on every built tenant.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { firstLoadScripts } from '../../scripts/release/weight'
import { tenantKeys } from '../../sites/registry'
import { releaseSettled } from './release'
import { expect, resourceStatus, SANDBOX, leaseTenant, sandboxGet, settle, siteUrl, test } from './fixtures'
import { axeViolations } from './axe'

/** This file's own site: what its desk users publish is on this site's lists only. */
const SITE = 'sfi'
// Every test of this file changes SITE's sandbox state or reads what another test of it changed.
test.beforeEach(() => leaseTenant(SITE))

const PASSWORD = 'rahasia123'
const DESK = '/Welcome/Redaksi'
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
/** Text only the desk's chunk holds (its inline-image picker's label). */
const DESK_MARKER = 'Pilih gambar untuk disisipkan'

/** A sandbox call as a seeded desk user of the demo site. */
async function asUser(email: string, method: string, path: string) {
  const { makeAppToken } = await import('../../api/token')
  const { resolveApiConfig } = await import('../../api/context')
  const appToken = () => makeAppToken(resolveApiConfig({}).appToken)
  const login = await fetch(`${SANDBOX}/auth/generate/token`, {
    method: 'POST',
    headers: { AppToken: await appToken(), 'X-Tenant-Id': SITE, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  const { data } = (await login.json()) as { data: { token: string } }
  return fetch(`${SANDBOX}/services/${path}`, {
    method,
    headers: { AppToken: await appToken(), 'X-Tenant-Id': SITE, Authorization: `Bearer ${data.token}` },
  })
}

// What a test published is on this site's lists now, and the next test compares those lists with
// the pre-rendered pages: each test takes its posts away again.
test.afterEach(async () => {
  for (const email of ['penulis@alkademi.id', 'editor@alkademi.id']) {
    const mine = (await (await asUser(email, 'GET', 'v1/post/mine?pageSize=100')).json()) as {
      data: { id: number }[]
    }
    for (const post of mine.data)
      expect((await asUser(email, 'DELETE', `v1/post/${post.id}`)).status).toBe(200)
  }
  // The release service rebuilt the site's lists with them: once more without them.
  await releaseSettled(SITE)
})

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function signIn(page: Page, email: string, tenant = SITE) {
  await page.goto(siteUrl(tenant, `/Login?redirect=${encodeURIComponent(DESK)}`))
  await expect(page).toHaveURL(/\/auth\/akun\/login\?/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Kata sandi').fill(PASSWORD)
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page).toHaveURL(siteUrl(tenant, DESK))
  await expect(page.getByRole('heading', { name: 'Meja Redaksi', level: 1 })).toBeVisible()
}

test('a writer writes a post with a cover, previews, publishes: on its entry path at once, on no other tenant', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(resourceStatus(404))
  const title = `Siswa Demo Juara Lomba ${unique()}`
  await signIn(page, 'penulis@alkademi.id')
  await expect(page.getByRole('heading', { name: 'Tulisan saya: Berita' })).toBeVisible()
  await page.getByRole('button', { name: 'Tulis berita baru' }).click()

  // Validation in Indonesian, focus on the first invalid field.
  await page.getByRole('button', { name: 'Terbitkan' }).click()
  await expect(page.getByText('Judul wajib diisi.')).toBeVisible()
  await expect(page.getByLabel('Judul')).toBeFocused()

  await page.getByLabel('Judul').fill(title)
  const slug = await page.getByLabel('Slug (alamat tulisan)').inputValue()
  expect(slug).toMatch(/^siswa-demo-juara-lomba-[a-z0-9]+$/)
  await page.getByLabel('Ringkasan').fill('Tim SMK meraih juara pertama.')
  await page
    .getByLabel('Gambar sampul')
    .setInputFiles({ name: 'sampul.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByText('Terunggah: sampul.png')).toBeVisible()

  const body = page.getByLabel('Isi tulisan')
  await body.fill('Para siswa berlatih tiga bulan. ')
  await page.getByRole('button', { name: 'Tebal', exact: true }).click()
  await page.keyboard.type('Selamat!')
  await page.keyboard.press('End')
  await page
    .getByLabel(DESK_MARKER)
    .setInputFiles({ name: 'foto-tim.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByText(/Gambar foto-tim\.png disisipkan/)).toBeVisible()
  await page.keyboard.type('Foto tim juara')
  await expect(body).toHaveValue(
    /<strong>Selamat!<\/strong>[\s\S]*<img src="[^"]+\/drive\/v1\/files\/\d+" alt="Foto tim juara">/,
  )

  // The preview is the site's article: title, cover, the sanitised body with the inline image.
  await page.getByRole('button', { name: 'Pratinjau' }).click()
  const preview = page.locator('.desk-preview')
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(preview.locator('img.post__cover')).toHaveAttribute('src', /\/drive\/v1\/files\/\d+/)
  await expect(preview.locator('.post__body strong')).toHaveText('Selamat!')
  await expect(preview.locator('.post__body img')).toHaveAttribute('alt', 'Foto tim juara')
  expect(await axeViolations(page), 'the editor with its preview').toEqual([])

  await page.getByRole('button', { name: 'Terbitkan' }).click()
  const notice = page.locator('.desk-notice')
  await expect(notice).toContainText(`"${title}" terbit.`)
  await expect(notice).toContainText(`situs ini (${SITE}) dibangun ulang sekarang`)
  const row = page.getByRole('row', { name: new RegExp(title) })
  await expect(row.getByText('Terbit', { exact: true })).toBeVisible()

  // The entry path shows it at once (rendered on request), with the uploaded cover.
  await notice.getByRole('link', { name: `/News/${slug}` }).click()
  await expect(page).toHaveURL(siteUrl(SITE, `/News/${slug}`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.locator('img.post__cover')).toHaveAttribute('src', /\/drive\/v1\/files\/\d+/)
  await expect(page.locator('.post__body img')).toHaveAttribute('alt', 'Foto tim juara')

  // Nowhere on another tenant: neither its API nor its entry path knows the post.
  expect((await sandboxGet('smkcoding', `/services/v3/post/detail?kindSlug=news&slug=${slug}`)).status).toBe(
    404,
  )
  const list = (await (
    await sandboxGet('smkcoding', '/services/v3/post/list?kindSlug=news&pageSize=100')
  ).json()) as {
    data: { title: string }[]
  }
  expect(list.data.some((p) => p.title === title)).toBe(false)
  await page.goto(siteUrl('smkcoding', `/News/${slug}`))
  await expect(page.getByText('Oops.. Maaf halaman tidak ditemukan')).toBeVisible()
})

test('a slug the site already uses: an Indonesian message on the slug field', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(resourceStatus(409), /\[api\] postCreate: Slug/)
  const taken = (
    (await (await sandboxGet(SITE, '/services/v3/post/list?kindSlug=news&pageSize=1')).json()) as {
      data: { slug: string }[]
    }
  ).data[0]!.slug
  await signIn(page, 'penulis@alkademi.id')
  await page.getByRole('button', { name: 'Tulis berita baru' }).click()
  await page.getByLabel('Judul').fill('Judul Apa Saja')
  await page.getByLabel('Slug (alamat tulisan)').fill(taken)
  await page.getByLabel('Isi tulisan').fill('<p>Isi.</p>')
  await page.getByRole('button', { name: 'Simpan draf' }).click()
  const message = `Slug "${taken}" sudah dipakai tulisan lain. Ganti slug agar alamat tulisan unik.`
  await expect(page.locator('.field__error', { hasText: message })).toBeVisible()
  await expect(page.getByLabel('Slug (alamat tulisan)')).toBeFocused()
  await expect(page.getByLabel('Slug (alamat tulisan)')).toHaveAttribute('aria-invalid', 'true')
})

test('a student gets 403 on the desk, with why', async ({ page }) => {
  await signIn(page, 'siswa@alkademi.id')
  await expect(page.getByRole('heading', { name: '403: Akses ditolak' })).toBeVisible()
  await expect(
    page.getByText(/Meja redaksi hanya untuk penulis dan editor\..*terdaftar sebagai Siswa/),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: /Tulis/ })).toHaveCount(0)
})

test('a dropped connection while writing, then a reload, loses nothing', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(
    /net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/,
    /\[api\] \w+: (Tidak dapat terhubung|Layanan data)/,
  )
  const title = `Draf Tanpa Sinyal ${unique()}`
  await signIn(page, 'penulis@alkademi.id')
  await page.getByRole('button', { name: 'Blog', exact: true }).click()
  await page.getByRole('button', { name: 'Tulis tulisan baru' }).click()
  await page.getByLabel('Judul').fill(title)
  await context.setOffline(true)
  await page.getByLabel('Isi tulisan').fill('<p>Ditulis di kereta tanpa sinyal.</p>')
  await page.getByRole('button', { name: 'Terbitkan' }).click()
  await expect(
    page.getByText(/Anda sedang offline\. Tulisan belum terkirim, tetapi drafnya tersimpan/),
  ).toBeVisible()

  await context.setOffline(false)
  await page.reload()
  await page.getByRole('button', { name: 'Blog', exact: true }).click()
  await page.getByRole('button', { name: 'Tulis tulisan baru' }).click()
  await expect(page.getByLabel('Judul')).toHaveValue(title)
  await expect(page.getByLabel('Isi tulisan')).toHaveValue('<p>Ditulis di kereta tanpa sinyal.</p>')
  await page.getByRole('button', { name: 'Simpan draf' }).click()
  await expect(page.getByText(`Draf "${title}" tersimpan.`)).toBeVisible()
  await expect(
    page.getByRole('row', { name: new RegExp(title) }).getByText('Draf', { exact: true }),
  ).toBeVisible()
})

test('an editor edits, deletes a post only after confirming, and keeps categories', async ({ page }) => {
  await signIn(page, 'editor@alkademi.id')
  const title = `Akan Dihapus ${unique()}`
  await page.getByRole('button', { name: 'Artikel', exact: true }).click()
  await page.getByRole('button', { name: 'Tulis artikel baru' }).click()
  await page.getByLabel('Judul').fill(title)
  await page.getByLabel('Isi tulisan').fill('<p>Sebentar saja.</p>')
  await page.getByRole('button', { name: 'Terbitkan' }).click()
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible()
  expect(await axeViolations(page), 'the list and the categories').toEqual([])

  // Edit: the form opens with the post, the change is saved in place.
  await page.getByRole('button', { name: `Ubah ${title}` }).click()
  await expect(page.getByLabel('Isi tulisan')).toHaveValue('<p>Sebentar saja.</p>')
  await page.getByLabel('Ringkasan').fill('Ringkasan yang disunting.')
  await page.getByRole('button', { name: 'Terbitkan' }).click()
  await expect(page.locator('.desk-notice')).toContainText(`"${title}" terbit.`)

  await page.getByRole('button', { name: `Hapus ${title}` }).click()
  const dialog = page.getByRole('dialog', { name: `Hapus "${title}"?` })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Batal' }).click()
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible()
  await page.getByRole('button', { name: `Hapus ${title}` }).click()
  await dialog.getByRole('button', { name: 'Ya, hapus tulisan' }).click()
  await expect(page.getByText(`"${title}" dihapus.`)).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0)

  const name = `Kategori ${unique()}`
  await page.getByLabel('Kategori baru').fill(name)
  await page.getByRole('button', { name: 'Tambah kategori' }).click()
  await expect(page.getByText(`Kategori "${name}" dibuat.`)).toBeVisible()
  await page.getByRole('button', { name: `Ganti nama kategori ${name}` }).click()
  await page.getByLabel(`Nama baru untuk ${name}`).fill(`${name} Baru`)
  await page.getByRole('button', { name: 'Simpan', exact: true }).click()
  await expect(page.getByText(`Kategori diganti namanya menjadi "${name} Baru".`)).toBeVisible()
  await page.getByRole('button', { name: `Hapus kategori ${name} Baru` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Ya, hapus kategori' }).click()
  await expect(page.getByText(`Kategori "${name} Baru" dihapus.`)).toBeVisible()
})

test('the desk code loads on the desk only', async ({ page }) => {
  const deskScripts = new Set<string>()
  const seen = new Set<string>()
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return
    const p = new URL(r.url()).pathname
    seen.add(p)
    if ((await r.text().catch(() => '')).includes(DESK_MARKER)) deskScripts.add(p)
  })
  await signIn(page, 'penulis@alkademi.id')
  await expect(page.getByRole('button', { name: 'Tulis berita baru' })).toBeVisible()
  await expect.poll(() => deskScripts.size).toBe(1)
  const [deskChunk] = [...deskScripts]

  // Visitor pages, the account page that links the desk included: the chunk stays away.
  deskScripts.clear()
  seen.clear()
  for (const p of ['/', '/News', '/Welcome', '/Blog']) {
    await page.goto(siteUrl(SITE, p))
    await settle(page)
  }
  expect(seen.size).toBeGreaterThan(0)
  expect(seen.has(deskChunk!)).toBe(false)
  expect(deskScripts.size).toBe(0)
})

/**
 * Every built tenant: no pre-rendered page loads the desk's chunk, directly or through the static
 * imports of the scripts it loads (only the desk page's dynamic `import()` reaches it).
 */
test('no pre-rendered page of any tenant loads the desk chunk', () => {
  const dist = path.resolve(import.meta.dirname, '../../dist')
  const built = process.env.TENANTS ? process.env.TENANTS.split(',').map((k) => k.trim()) : tenantKeys()
  const STATIC_IMPORT = /(?:^|[^.\w$])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g
  for (const key of built) {
    const root = path.join(dist, key)
    const scripts = (fs.readdirSync(path.join(root, 'assets'), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.js'))
      .map((f) => path.join('assets', f))
    const desk = scripts.filter((f) => fs.readFileSync(path.join(root, f), 'utf8').includes(DESK_MARKER))
    // The previous build's chunks stay a while for pages still open (ASSET_RETENTION_HOURS): all count.
    expect(desk.length, `${key}: a desk chunk`).toBeGreaterThan(0)
    const reached = new Set<string>()
    const visit = (file: string) => {
      if (reached.has(file) || !fs.existsSync(path.join(root, file))) return
      reached.add(file)
      const code = fs.readFileSync(path.join(root, file), 'utf8')
      for (const m of code.matchAll(STATIC_IMPORT)) visit(path.join(path.dirname(file), m[1]!))
    }
    const pages = (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.html'))
    expect(pages.length, `${key} has pages`).toBeGreaterThan(10)
    for (const page of pages) {
      const html = fs.readFileSync(path.join(root, page), 'utf8')
      for (const url of firstLoadScripts(html)) visit(url.slice(1))
    }
    expect(reached.size, `${key}: pages load scripts`).toBeGreaterThan(5)
    expect(
      desk.filter((f) => reached.has(f)),
      `${key}: desk chunks a page loads`,
    ).toEqual([])
  }
})
