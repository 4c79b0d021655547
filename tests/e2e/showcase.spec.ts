/**
 * The showcase pages (LMS, Aksara, portfolio, audience pages, services, Metamorfosa,
 * Belajar Bersama) and the community writes on the hosted database (book reviews, aspirations, and
 * on their own pages testimonies, donations and the DISC test: tests/e2e/community.spec.ts has the
 * rest of those pages).
 */
import type { Locator, Page } from '@playwright/test'
import { DISC_QUESTIONS, DISC_TYPES, scoreDisc } from '../../content/disc'
import { LMS_FEATURES } from '../../content/lmsFeatures'
import { PORTFOLIO, portfolioOf } from '../../content/portfolio'
import { SHOWCASE_ROUTES } from '../../testkit/showcaseRoutes'
import {
  CONNECTION_LOST_ERRORS,
  expect,
  armFault,
  leaseTenant,
  resetTenant,
  sandboxFetch,
  settle,
  siteUrl,
  test,
} from './fixtures'

/** A site whose menu offers the community tables, leased by the test that fails them. */
const FAULTED = 'belajarbersama'

const TENANTS = ['demo', 'foundation'] as const
const FAILED_500 = /status of 500/

const government = portfolioOf('government')

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/**
 * Rows of a tenant's hosted-database table, asked of the sandbox with a real app token and the
 * tenant's origin (the hosted database knows a site by its `Origin`).
 */
async function sandboxRows<T>(table: string, query: string, tenant = 'demo'): Promise<T[]> {
  const res = await sandboxFetch(tenant, `/db/rest/v1/${table}?${query}`, {
    headers: { Origin: new URL(siteUrl(tenant)).origin },
  })
  return (await res.json()) as T[]
}

/** A field's inline validation message (not its hint). */
const fieldError = (form: Locator, text: string) => form.locator('.field__error', { hasText: text })

async function submit(form: Locator, name: RegExp) {
  await form.getByRole('button', { name }).click()
}

for (const key of TENANTS) {
  test.describe(key, () => {
    test('no horizontal scroll at 360 px on the showcase pages', async ({ page }) => {
      test.setTimeout(90_000)
      await page.setViewportSize({ width: 360, height: 740 })
      for (const [path] of SHOWCASE_ROUTES) {
        await page.goto(siteUrl(key, path))
        await settle(page)
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(width, path).toBeLessThanOrEqual(360)
      }
    })
  })
}

test('LMS: a feature card leads to its page (client-side navigation to a server-rendered route)', async ({
  page,
}) => {
  await page.goto(siteUrl('demo', '/Lms'))
  await settle(page)
  await page.getByRole('link', { name: 'Kuis Online' }).first().click()
  await expect(page).toHaveURL(/\/Lms\/Features\/kuis-online$/)
  await expect(page.locator('h1')).toHaveText('Kuis Online')
  await expect(page.locator('.benefit')).toHaveCount(LMS_FEATURES[1]!.benefits.length)
})

test('portfolio: filter by type, open an entry, search with an empty state', async ({ page }) => {
  await page.goto(siteUrl('foundation', '/Portfolio'))
  await settle(page)
  const cards = page.locator('.portfolio-list > li')
  await expect(cards).toHaveCount(PORTFOLIO.length)
  await page
    .getByRole('navigation', { name: 'Jenis portofolio' })
    .getByRole('link', { name: 'Pemerintah' })
    .click()
  await expect(page).toHaveURL(/\/Portfolio\/government$/)
  await expect(page.locator('h1')).toHaveText('Portofolio Pemerintah')
  await expect(cards).toHaveCount(government.length)
  await expect(page.locator('.list-count')).toHaveText(`${government.length} portofolio`)
  await page.getByRole('link', { name: government[0]!.title }).click()
  await expect(page).toHaveURL(new RegExp(`/Portfolio/government/${government[0]!.slug}$`))
  await expect(page.locator('h1')).toHaveText(government[0]!.title)
  await expect(page.locator('.portfolio-meta')).toContainText(government[0]!.clientName)

  await page.goto(siteUrl('foundation', '/Portfolio'))
  await settle(page)
  await page.getByLabel('Cari portofolio').fill('cloud')
  await expect(page).toHaveURL(/\?q=cloud$/)
  await expect(cards).toHaveCount(1)
  await page.getByLabel('Cari portofolio').fill('zzzz')
  await expect(page.locator('.empty-state')).toContainText('zzzz')
  await expect(cards).toHaveCount(0)
})

async function answerDisc(page: Page) {
  for (let g = 0; g < DISC_QUESTIONS.length; g++) {
    await page.locator(`input[name="disc-${g}-most"]`).nth(0).check()
    await page.locator(`input[name="disc-${g}-least"]`).nth(1).check()
  }
}

test('the DISC test runs to a result, explains it and saves the submission', async ({ page }) => {
  test.setTimeout(90_000) // 48 choices, each a real click
  const email = `disc-${unique()}@contoh.id`
  await page.goto(siteUrl('demo', '/Tes-DISC'))
  await settle(page)
  const form = page.getByRole('form', { name: 'Tes kepribadian DISC' })
  await submit(form, /Lihat hasil/)
  await expect(fieldError(form, 'Nama wajib diisi.')).toBeVisible()
  await expect(fieldError(form, 'Email wajib diisi.')).toBeVisible()
  await form.getByLabel('Nama').fill('Peserta Tes')
  await form.getByLabel('Email').fill(email)
  await submit(form, /Lihat hasil/)
  await expect(form.locator('.form-status')).toContainText(
    'Masih ada 24 kelompok yang belum dijawab lengkap.',
  )

  await answerDisc(page)
  await expect(form.locator('.disc-progress')).toHaveText('24 dari 24 kelompok terjawab')
  // Picking the "most" statement as "least" too moves it: a group never has both on one statement.
  await page.locator('input[name="disc-0-least"]').nth(0).check()
  await expect(page.locator('input[name="disc-0-most"]').nth(0)).not.toBeChecked()
  await page.locator('input[name="disc-0-most"]').nth(0).check()
  await page.locator('input[name="disc-0-least"]').nth(1).check()

  const expected = scoreDisc(DISC_QUESTIONS.map(() => ({ most: 0, least: 1 })))
  await submit(form, /Lihat hasil/)
  await expect(form.locator('.disc-result h3')).toContainText(`Tipe Anda: ${expected.type}`)
  await expect(form.locator('.disc-result')).toContainText(DISC_TYPES[expected.type].summary)
  await expect(form.locator('.form-status')).toContainText(
    `Hasil Anda (tipe ${expected.type}) sudah tersimpan.`,
  )

  const rows = await sandboxRows<{
    name: string
    result: string
    d: number
    i: number
    s: number
    c: number
  }>('user_disc', `email=eq.${encodeURIComponent(email)}`)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    name: 'Peserta Tes',
    result: expected.type,
    d: expected.percent.D,
    i: expected.percent.I,
    s: expected.percent.S,
    c: expected.percent.C,
  })
})

test('a book review and an aspiration validate, submit and appear in their lists', async ({ page }) => {
  const id = unique()
  await page.goto(siteUrl('foundation', '/Metamorfosa'))
  await settle(page)

  const review = page.getByRole('form', { name: 'Tulis ulasan' })
  await submit(review, /Kirim ulasan/)
  await expect(fieldError(review, 'Nama wajib diisi.')).toBeVisible()
  await expect(fieldError(review, 'Ulasan wajib diisi.')).toBeVisible()
  await review.getByLabel('Nama').fill('x'.repeat(101))
  await review.getByLabel('Ulasan').fill('Pendek')
  await submit(review, /Kirim ulasan/)
  await expect(fieldError(review, 'Maksimal 100 karakter.')).toBeVisible()
  await expect(fieldError(review, 'Minimal 10 karakter.')).toBeVisible()
  await review.getByLabel('Nama').fill('Pembaca Uji')
  await review.getByLabel('Nilai').selectOption('4')
  await review.getByLabel('Ulasan').fill(`Ulasan uji ${id}: kisahnya menyentuh.`)
  await submit(review, /Kirim ulasan/)
  await expect(review.locator('.form-status')).toContainText('Ulasan Anda sudah tampil di daftar.')
  await expect(page.locator('.review-list')).toContainText(`Ulasan uji ${id}`)
  await expect(review.getByLabel('Ulasan')).toHaveValue('')

  const aspiration = page.getByRole('form', { name: 'Sampaikan aspirasi' })
  await submit(aspiration, /Kirim aspirasi/)
  await expect(fieldError(aspiration, 'Aspirasi wajib diisi.')).toBeVisible()
  await aspiration.getByLabel('Nama').fill('Warga Uji')
  await aspiration.getByLabel('Asal (sekolah, kampus atau kota)').fill('Kupang')
  await aspiration.getByLabel('Aspirasi').fill('y'.repeat(2001))
  await submit(aspiration, /Kirim aspirasi/)
  await expect(fieldError(aspiration, 'Maksimal 2000 karakter.')).toBeVisible()
  await aspiration.getByLabel('Aspirasi').fill(`Aspirasi uji ${id}: lebih banyak kelas di NTT.`)
  await submit(aspiration, /Kirim aspirasi/)
  await expect(aspiration.locator('.form-status')).toContainText('Aspirasi Anda sudah tampil di daftar.')
  await expect(page.locator('.aspiration-list')).toContainText(`Aspirasi uji ${id}`)
})

test('a testimony and a donation validate, submit and appear in their lists with the new total', async ({
  page,
}) => {
  const id = unique()
  await page.goto(siteUrl('demo', '/Testimoni'))
  await settle(page)

  const testimony = page.getByRole('form', { name: 'Tulis testimoni' })
  await submit(testimony, /Kirim testimoni/)
  await expect(fieldError(testimony, 'Testimoni wajib diisi.')).toBeVisible()
  await testimony.getByLabel('Nama').fill(`Alumni ${id}`)
  await testimony.getByLabel('Testimoni').fill(`Testimoni uji ${id}: kelasnya sangat membantu.`)
  await testimony.getByLabel('Nilai').selectOption('5')
  await submit(testimony, /Kirim testimoni/)
  await expect(testimony.locator('.form-status')).toContainText('Testimoni Anda sudah tampil di daftar.')
  await expect(page.locator('.testimony-list')).toContainText(`Testimoni uji ${id}`)

  await page.goto(siteUrl('demo', '/Donasi'))
  await settle(page)
  const donation = page.getByRole('form', { name: 'Berdonasi' })
  const total = page.locator('.donation-total')
  await expect(total).toContainText('Rp 5.750.000')
  await submit(donation, /Kirim donasi/)
  await expect(fieldError(donation, 'Nominal wajib diisi.')).toBeVisible()
  const amount = donation.getByLabel('Nominal (Rp)')
  for (const [typed, message] of [
    ['-5000', 'Nominal tidak boleh negatif.'],
    ['lima puluh ribu', 'Nominal harus berupa angka, contoh: 50000.'],
    ['5000', 'Nominal minimal Rp 10.000.'],
  ] as const) {
    await amount.fill(typed)
    await submit(donation, /Kirim donasi/)
    await expect(fieldError(donation, message)).toBeVisible()
  }
  await donation.getByLabel('Nama').fill(`Donatur ${id}`)
  await amount.fill('75.000')
  await submit(donation, /Kirim donasi/)
  await expect(donation.locator('.form-status')).toContainText('Donasi Rp 75.000 Anda tercatat')
  await expect(page.locator('.donor-list')).toContainText(`Donatur ${id}`)
  await expect(total).toContainText('Rp 5.825.000')
})

test('a failing community table shows why, keeps typed input, and retry recovers', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  // The connection is dropped for a moment below: a request caught in it fails.
  allowConsoleErrors(FAILED_500, /\[api\] testimonies(List|Create): /, ...CONNECTION_LOST_ERRORS)
  await leaseTenant(FAULTED)
  await armFault(FAULTED, { pathPrefix: '/db/rest/v1/testimonies', fault: '500' })
  await page.goto(siteUrl(FAULTED, '/Testimoni'))
  // The pre-rendered list is brought up to date once the visitor uses the page (a scroll).
  await page.mouse.wheel(0, 300)
  const alert = page.locator('#testimoni [role="alert"]')
  await expect(alert).toContainText('Testimoni belum dapat dimuat')

  const testimony = page.getByRole('form', { name: 'Tulis testimoni' })
  await testimony.getByLabel('Nama').fill('Alumni Gagal')
  await testimony.getByLabel('Testimoni').fill('Testimoni yang gagal terkirim pertama kali.')
  await submit(testimony, /Kirim testimoni/)
  // The 500 keeps the testimony on the device (tests/e2e/forms-outbox.spec.ts).
  await expect(testimony.locator('.form-status')).toContainText('disimpan di perangkat ini')

  await resetTenant(FAULTED)
  await context.setOffline(true)
  await context.setOffline(false)
  await expect(
    page
      .locator('[data-outbox-delivered]')
      .getByText(/Testimoni dari Alumni Gagal yang tersimpan di perangkat ini sudah terkirim pada .+ WIB\./),
  ).toBeVisible()
  await page.reload()
  await page.mouse.wheel(0, 300)
  await expect(alert).toHaveCount(0)
  await expect(page.locator('.testimony-list')).toContainText('Testimoni yang gagal terkirim pertama kali.')
})
