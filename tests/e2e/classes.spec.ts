/**
 * Classes: the catalogue's filters and search live in the URL, a class opens by slug and
 * by code, its syllabus renders, an unknown class is 404, and API faults show a message with retry.
 */
import { SAMPLE_NOTE } from '../../content/sample'
import { getTenant } from '../../sites/registry'
import { ERROR_TEXT, NOT_FOUND_TEXT } from '../../shell/errorTexts'
import { MESSAGES } from '../../api/client'
import {
  expect,
  rawGet,
  armFault,
  leaseTenant,
  resetTenant,
  sandboxData,
  settle,
  siteUrl,
  test,
} from './fixtures'

const TENANTS = ['demo', 'smkcoding'] as const
/** The demo catalogue's twin (`none`), leased by each test that fails its backend. */
const FAULTED = 'none'

interface SandboxClass {
  slug: string
  code: string
  name: string
  state: string
  classroomId: number
  startDate: string
}

const allClasses = (tenant: string) =>
  sandboxData<SandboxClass[]>(tenant, '/services/v1/class/list?all=true&sort=newest')

async function noHorizontalScroll(page: import('@playwright/test').Page) {
  await page.setViewportSize({ width: 360, height: 740 })
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(360)
}

for (const key of TENANTS) {
  const tenant = getTenant(key)!

  test.describe(key, () => {
    test('/Class: filters and search change the URL, the list follows, back restores', async ({ page }) => {
      await page.goto(siteUrl(key, '/Class'))
      await settle(page)
      const results = page.locator('.classes-results')
      await expect(results.locator('.classes-card')).toHaveCount(6)
      const total = await page.locator('.list-count').textContent()

      await page.getByLabel('Status').selectOption('finished')
      await expect(page).toHaveURL(/\?state=finished$/)
      await expect(page.locator('.list-count')).not.toHaveText(total!)
      const badges = results.locator('.classes-badge')
      await expect(badges.first()).toHaveText('Selesai')
      for (const text of await badges.allTextContents()) expect(text).toBe('Selesai')

      await page.getByLabel('Tingkat').selectOption('beginner')
      await expect(page).toHaveURL(/state=finished/)
      await expect(page).toHaveURL(/level=beginner/)
      for (const text of await results.locator('.class-card__meta').allTextContents())
        expect(text).toContain('Pemula')

      await page.goBack()
      await expect(page).toHaveURL(/\?state=finished$/)
      await expect(page.getByLabel('Tingkat')).toHaveValue('')
      await page.goBack()
      await expect(page).toHaveURL(siteUrl(key, '/Class'))
      await expect(page.locator('.list-count')).toHaveText(total!)

      // A word of one of the tenant's own classes finds exactly its classes with that word.
      const own = await allClasses(key)
      const term = key === 'demo' ? 'React' : own[0]!.name.split(' ')[0]!
      const found = own.filter((k) => k.name.toLowerCase().includes(term.toLowerCase())).map((k) => k.name)
      await page.getByLabel('Cari kelas').fill(term)
      await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(term)}$`))
      await expect(results.locator('.classes-card__title')).toHaveCount(Math.min(found.length, 6))
      for (const title of await results.locator('.classes-card__title').allTextContents())
        expect(found).toContain(title.trim())
      await page.getByLabel('Cari kelas').fill('zzzz tidak ada')
      await expect(page.getByText('Tidak ada hasil untuk pencarian')).toBeVisible()
      await expect(page.locator('.list-count')).toHaveText('0 kelas')
    })

    test('/Class: pagination uses real links and a reload keeps the page', async ({ page }) => {
      const classes = await allClasses(key)
      await page.goto(siteUrl(key, '/Class'))
      await settle(page)
      await page.getByRole('link', { name: 'Halaman 2' }).click()
      await expect(page).toHaveURL(/\?page=2$/)
      const cards = page.locator('.classes-results .classes-card__title')
      await expect(cards.first()).toHaveText(classes[6]!.name)
      await page.reload()
      await expect(cards.first()).toHaveText(classes[6]!.name)
      await expect(page.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page')
    })

    test('a class opens by slug and by code, with syllabus, Course JSON-LD and breadcrumbs', async ({
      page,
      request,
    }) => {
      const [item] = await allClasses(key)
      const bySlug = await rawGet(request, key, `/Class/${item!.slug}`)
      expect(bySlug.status()).toBe(200)
      const html = await bySlug.text()
      expect(html).toContain(`<title>${item!.name} | ${tenant.name}</title>`)
      // Seeded items are sample data: they carry the sample label and no structured data
      // (components/JsonLd.tsx); the builders' shapes are unit-tested (tests/unit/structured-data.test.tsx).
      expect(html).not.toContain('"@type":"Course"')
      expect(html).toContain(SAMPLE_NOTE)
      expect(html).toContain('"@type":"BreadcrumbList"')
      expect(html).toContain('Minggu 1: Pengenalan')

      const byCode = await rawGet(request, key, `/Class/${item!.code}`)
      expect(byCode.status()).toBe(200)
      expect(await byCode.text()).toContain(`<h1>${item!.name}</h1>`)

      await page.goto(siteUrl(key, `/Class/${item!.code.toLowerCase()}`))
      await expect(page.locator('h1')).toHaveText(item!.name)
      await expect(page.locator('.syllabus__week')).toHaveCount(4)
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Kelas')
      await settle(page)
      await noHorizontalScroll(page)
    })

    test('a catalogue card leads to its class', async ({ page }) => {
      await page.goto(siteUrl(key, '/Class'))
      await settle(page)
      const first = page.locator('.classes-results .classes-card__link').first()
      const name = (await first.textContent())!
      await first.click()
      await expect(page.locator('h1')).toHaveText(name)
      await expect(page.locator('.syllabus__week').first()).toBeVisible()
    })

    test('an unknown class is the 404 page', async ({ page, request, allowConsoleErrors }) => {
      // Chromium logs the document's own 404 status as a console error.
      allowConsoleErrors(/status of 404/)
      expect((await rawGet(request, key, '/Class/kelas-hantu')).status()).toBe(404)
      expect((await rawGet(request, key, '/Class/Competence/kelas-hantu')).status()).toBe(404)
      expect((await rawGet(request, key, '/Overview/KLS999')).status()).toBe(404)
      const res = await page.goto(siteUrl(key, '/Class/KLS999'))
      expect(res?.status()).toBe(404)
      await expect(page.locator('h1')).toHaveText(NOT_FOUND_TEXT)
    })
  })
}

test('/Overview without a code lists the active classes', async ({ page, request }) => {
  const active = await sandboxData<SandboxClass[]>('demo', '/services/v1/class/active?page=1&pageSize=6')
  const res = await rawGet(request, 'demo', '/Overview')
  expect(res.status()).toBe(200)
  expect(await res.text()).toContain(active[0]!.name)
  await page.goto(siteUrl('demo', '/Overview'))
  await expect(page.locator('h1')).toHaveText('Kelas Aktif')
  for (const text of await page.locator('.classes-badge').allTextContents())
    expect(['Pendaftaran dibuka', 'Sedang berjalan']).toContain(text)
})

test('/Class: a failing class list says why, and retry recovers', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500/, /Injected server error/)
  await leaseTenant(FAULTED)
  await page.goto(siteUrl(FAULTED, '/Class'))
  await settle(page)
  await armFault(FAULTED, { pathPrefix: '/services/v1/class/list', fault: '500' })
  await page.getByLabel('Status').selectOption('open')
  const alert = page.getByRole('alert').filter({ hasText: 'Kelas belum dapat dimuat' })
  await expect(alert).toBeVisible({ timeout: 15_000 })
  await resetTenant(FAULTED)
  await alert.getByRole('button', { name: 'Coba lagi' }).click()
  await expect(alert).toBeHidden()
  await expect(page.locator('.classes-results .classes-card')).toHaveCount(6)
})

test('/Pesilat shows the landing and leads to the Pesilat classes; a class opens by code there', async ({
  page,
  request,
}) => {
  const res = await rawGet(request, 'demo', '/Pesilat')
  expect(res.status()).toBe(200)
  expect(await res.text()).toContain('Kelas Pesilat')
  await page.goto(siteUrl('demo', '/Pesilat'))
  await settle(page)
  await page.getByRole('link', { name: 'Lihat kelas Pesilat' }).click()
  await expect(page.locator('h1')).toHaveText('Kelas Pesilat')
  await expect(page.locator('.classes-card').first()).toBeVisible()
  const [item] = await allClasses('smkcoding')
  const byCode = await rawGet(request, 'smkcoding', `/Pesilat/Class/${item!.code}`)
  expect(byCode.status()).toBe(200)
  expect(await byCode.text()).toContain(`<h1>${item!.name}</h1>`)
})

test('a class page whose overview call fails is the error page (502) with a plain reason; a chapter too', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 502/)
  const item = (await allClasses(FAULTED)).at(-1)
  await armFault(FAULTED, { pathPrefix: '/services/v1/class/overview', fault: '500' })
  // Paths no other test renders: the renderer answers a page that rendered well in the last five
  // minutes from that render, and it renders by path (a query string makes no new page).
  const res = await page.goto(siteUrl(FAULTED, `/Class/Competence/${item!.slug}`))
  expect(res?.status()).toBe(502)
  await expect(page.locator('h1')).toHaveText(ERROR_TEXT)
  await expect(page.locator('.error-screen__message')).toContainText(MESSAGES.server(500))
  await armFault(FAULTED, { pathPrefix: '/services/v1/course/', fault: '500' })
  // The fault answers before the course is looked up: a slug of its own is enough.
  expect((await rawGet(request, FAULTED, '/Courses/kursus-saat-gangguan')).status()).toBe(502)
  await resetTenant(FAULTED)
  expect((await rawGet(request, FAULTED, `/Class/${item!.slug}`)).status()).toBe(200)
})
