/**
 * A large catalogue's older items are in the search archive, which a first query does not load: the
 * results page says how many there are and searches them on a tap. The sample catalogues are too
 * small to have one, so the site's index is answered here from one built for the test, with the
 * build's own code (scripts/release/searchIndex.ts) and a cap of three items a kind.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { writeSearchIndex } from '../../scripts/release/searchIndex'
import type { SearchRecord } from '../../scripts/release/sitemapSources'
import { SEARCH_ARCHIVE_DIR, SEARCH_INDEX_DIR } from '../../shell/search/kinds'
import { createSiteRuntime } from '../../sites/runtime'
import { CONNECTION_LOST_ERRORS, expect, SANDBOX, settle, siteUrl, test } from './fixtures'

const TENANT = 'demo'
// Newest first, as the API lists posts; each has a word of its own.
const WORDS = ['anggrek', 'beringin', 'cemara', 'dahlia', 'eboni', 'flamboyan', 'gaharu', 'haramai']
const records: SearchRecord[] = WORDS.map((word, i) => ({
  path: `/News/contoh-arsip-${i + 1}`,
  kind: 'news',
  title: `Kabar ${word} (contoh)`,
  text: `Contoh kabar tentang pohon ${word} di halaman sekolah.`,
}))

test.use({ serviceWorkers: 'block' })

let root = ''

test.beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-search-archive-'))
  const site = createSiteRuntime(TENANT, { API_BASE_URL: SANDBOX }, null, 'e2e')
  await writeSearchIndex(site, root, [], records, 3)
})

test.afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

/** The site's index answered from the test's; `failArchive` drops the archive's files. */
async function serveIndex(page: Page, failArchive: () => boolean) {
  await page.route(`**/${SEARCH_INDEX_DIR}/**`, async (route) => {
    const url = new URL(route.request().url())
    if (failArchive() && url.pathname.startsWith(`/${SEARCH_INDEX_DIR}/${SEARCH_ARCHIVE_DIR}/`))
      return route.abort('internetdisconnected')
    const file = path.join(root, decodeURIComponent(url.pathname))
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return route.fulfill({ status: 404 })
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.json') ? 'application/json' : ''
    return route.fulfill({ body: fs.readFileSync(file), contentType: type || 'application/octet-stream' })
  })
}

test('an old item is found in the archive on a tap; a failed archive says why and is tried again', async ({
  page,
  allowConsoleErrors,
}) => {
  // Pagefind itself logs the archive's files it could not fetch.
  allowConsoleErrors(...CONNECTION_LOST_ERRORS, /Failed to load Pagefind metadata/)
  let failArchive = true
  await serveIndex(page, () => failArchive)
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto(siteUrl(TENANT, '/Cari?q=dahlia'))
  await expect(page.locator('.search-page__count')).toHaveText('Tidak ada hasil untuk “dahlia”.')
  const offer = page.locator('.search-page__archive')
  await expect(offer).toContainText('Pencarian ini mencakup item terbaru tiap jenis.')
  await expect(offer).toContainText(/\d+ item lama tersimpan di arsip\./)

  await offer.getByRole('button', { name: 'Cari juga di arsip' }).click()
  await expect(offer.getByRole('alert')).toHaveText(
    'Arsip gagal dimuat. Periksa sambungan internet Anda, lalu coba lagi.',
  )
  // The query is still there, and still answers from the first index.
  await expect(page.getByRole('searchbox')).toHaveValue('dahlia')

  failArchive = false
  await offer.getByRole('button', { name: 'Coba lagi' }).click()
  await expect(page.locator('.search-page__count')).toHaveText('1 hasil untuk “dahlia”.')
  await expect(page.getByRole('link', { name: 'Kabar dahlia (contoh)' })).toHaveAttribute(
    'href',
    '/News/contoh-arsip-4',
  )
  await expect(offer).toHaveText(/^Termasuk \d+ item lama dari arsip\.$/)
  await expect(offer.getByRole('button')).toHaveCount(0)

  // For the rest of the visit every query covers the archive: the counts are of all eight.
  await page.getByRole('searchbox').fill('pohon')
  await page.getByRole('searchbox').press('Enter')
  await expect(page.locator('.search-page__count')).toHaveText(/^8 hasil untuk “pohon”/)
  await settle(page)
})

test('a query the newest items answer says the archive is there without loading it', async ({ page }) => {
  const archiveAsked: string[] = []
  await serveIndex(page, () => false)
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith(`/${SEARCH_INDEX_DIR}/${SEARCH_ARCHIVE_DIR}/`))
      archiveAsked.push(r.url())
  })
  await page.goto(siteUrl(TENANT, '/Cari?q=pohon'))
  await expect(page.locator('.search-page__count')).toHaveText('3 hasil untuk “pohon”.')
  await expect(page.locator('.search-page__archive')).toContainText('item lama tersimpan di arsip.')
  await settle(page)
  expect(archiveAsked).toEqual([])
})
