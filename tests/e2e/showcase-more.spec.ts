/**
 * The rest of the showcase pages: the (sample) partner and client logos of the audience pages, the "too long"
 * messages of the testimony and donation forms, and axe checks of the showcase entries the page
 * contract does not open.
 */
import type { Locator } from '@playwright/test'
import type { AudienceKey } from '../../content/audiences'
import { partnersFor } from '../../content/partners'
import { SAMPLE_NOTE } from '../../content/sample'
import { portfolioOf } from '../../content/portfolio'
import { expect, rawGet, settle, siteUrl, test } from './fixtures'
import { axeViolations } from './axe'

const AUDIENCE_ROUTES: [string, AudienceKey][] = [
  ['/Campus', 'campus'],
  ['/Clients', 'clients'],
  ['/Collaboration', 'collaboration'],
  ['/Corporates', 'corporates'],
  ['/Government', 'government'],
  ['/Network', 'network'],
]

const campusEntry = portfolioOf('campus')[0]!

/**
 * The showcase addresses the page contract (tests/e2e/page-contract.spec.ts, one address per route)
 * does not open: a portfolio type, a portfolio entry and a service of its own.
 */
const SHOWCASE_PATHS = [
  '/Portfolio/government',
  `/Portfolio/campus/${campusEntry.slug}`,
  '/Services/talent-hiring',
]

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

test('audience pages show their partner and client logos, labelled as sample data', async ({
  page,
  request,
}) => {
  for (const [path, audience] of AUDIENCE_ROUTES) {
    const partners = partnersFor(audience)
    expect(partners.length, path).toBeGreaterThanOrEqual(3)
    const html = (await (await rawGet(request, 'demo', path)).text()).replace(/<!-- -->/g, '')
    expect(html, path).toContain('Mitra dan klien')
    expect(html, path).toContain(SAMPLE_NOTE)
    for (const p of partners) {
      expect(p.name, 'fictional names only').toMatch(/Contoh|Sampel/)
      expect(html, `${path}: ${p.name}`).toContain(`alt="${escapeHtml(p.name)}"`)
    }
  }
  // The wordmarks really draw in the browser.
  await page.goto(siteUrl('demo', '/Network'))
  await settle(page)
  const logos = page.locator('.partner-logos img')
  await expect(logos).toHaveCount(partnersFor('network').length)
  for (const img of await logos.all()) {
    await img.scrollIntoViewIfNeeded()
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true)
  }
  await page.setViewportSize({ width: 360, height: 740 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.locator('.partner-logos').screenshot({ path: '/tmp/showcase-partners-360.png' })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.locator('.partner-logos').screenshot({ path: '/tmp/showcase-partners-1280.png' })
})

const fieldError = (form: Locator, text: string) => form.locator('.field__error', { hasText: text })

test('testimony and donation forms say when a text is too long, and keep the input', async ({ page }) => {
  await page.goto(siteUrl('demo', '/Testimoni'))
  await settle(page)
  const testimony = page.getByRole('form', { name: 'Tulis testimoni' })
  await testimony.getByLabel('Nama').fill('n'.repeat(101))
  await testimony.getByLabel('Testimoni').fill('t'.repeat(2001))
  await testimony.getByRole('button', { name: /Kirim testimoni/ }).click()
  await expect(fieldError(testimony, 'Maksimal 100 karakter.')).toBeVisible()
  await expect(fieldError(testimony, 'Maksimal 2000 karakter.')).toBeVisible()
  await expect(testimony.getByLabel('Testimoni')).toHaveValue('t'.repeat(2001))

  await page.goto(siteUrl('demo', '/Donasi'))
  await settle(page)
  const donation = page.getByRole('form', { name: 'Berdonasi' })
  await donation.getByLabel('Nama').fill('d'.repeat(101))
  await donation.getByLabel('Nominal (Rp)').fill('50000')
  await donation.getByLabel('Pesan').fill('p'.repeat(501))
  await donation.getByRole('button', { name: /Kirim donasi/ }).click()
  await expect(fieldError(donation, 'Maksimal 100 karakter.')).toBeVisible()
  await expect(fieldError(donation, 'Maksimal 500 karakter.')).toBeVisible()
  await expect(donation.getByLabel('Nominal (Rp)')).toHaveValue('50000')
})

test('axe: a portfolio type, a portfolio entry and a service have no accessibility violations', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const found: Record<string, string[]> = {}
  for (const path of SHOWCASE_PATHS) {
    await page.goto(siteUrl('demo', path))
    await settle(page)
    const violations = await axeViolations(page)
    if (violations.length) found[path] = violations
  }
  expect(found).toEqual({})
})
