/**
 * Accounts, the rest: the admin statistics dashboard on /Welcome (charts + tables, the
 * chart library only for an admin), the class payment started from a class page, and axe checks of the account pages.
 */
import type { BrowserContext, Page, Response } from '@playwright/test'
import { CLASSES } from '../../sandbox/seed/classes'
import { expect, landingFigure, SANDBOX, sandboxFetch, settle, siteUrl, test } from './fixtures'
import { axeViolations } from './axe'

const PASSWORD = 'rahasia123'

async function centralLogin(page: Page, email: string) {
  await expect(page).toHaveURL(/\/auth\/akun\/login\?/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Kata sandi').fill(PASSWORD)
  await page.getByRole('button', { name: 'Masuk' }).click()
}

async function loginTo(page: Page, tenant: string, email: string, path = '/Welcome') {
  await page.goto(siteUrl(tenant, `/Login?redirect=${encodeURIComponent(path)}`))
  await centralLogin(page, email)
  await expect(page).toHaveURL(siteUrl(tenant, path))
}

/** A paid class's invoice for the signed-in visitor of this context, made through the API with the site's Origin. */
async function createInvoice(context: BrowserContext): Promise<{ invoiceId: string }> {
  const token = (await context.cookies()).find((c) => c.name === 'client-token')?.value
  const res = await sandboxFetch('demo', '/services/v1/payment/class/invoice', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Origin: new URL(siteUrl('demo')).origin },
    body: { classId: CLASSES.find((c) => c.price > 0)!.id, paymentMethod: 'qris' },
  })
  const { data } = (await res.json()) as { data: { invoiceId: string } }
  return data
}

/** Bodies of the JavaScript the page downloads, to tell whether the chart library came along. */
function collectScripts(page: Page): string[] {
  const bodies: string[] = []
  page.on('response', (res: Response) => {
    if (res.request().resourceType() === 'script')
      void res
        .text()
        .then((t) => bodies.push(t))
        .catch(() => undefined)
  })
  return bodies
}
// A string only uPlot's code holds (its legend's class name).
const hasChartLibrary = (bodies: string[]) => bodies.some((b) => b.includes('u-legend'))

test('admin: the statistics dashboard shows the counters and recorded statistics as charts and tables', async ({
  page,
}) => {
  test.setTimeout(90_000) // axe twice over a long page
  const scripts = collectScripts(page)
  await loginTo(page, 'demo', 'admin@alkademi.id')
  await expect(page.getByRole('heading', { level: 2, name: 'Statistik' })).toBeVisible()

  const counters = page.locator('section.stats-chart', { has: page.locator('#stats-counters') })
  await expect(counters.locator('[data-chart="uplot"] canvas').first()).toBeVisible()
  await expect(counters.getByRole('table', { name: /Angka situs/ })).toBeVisible()
  // The sandbox's landing counters (sandbox/routes/site.ts), formatted in Indonesian.
  await expect(counters.getByRole('row', { name: /Pelajar/ })).toContainText(
    landingFigure('demo', 'students'),
  )
  await expect(counters.getByRole('row', { name: /Mitra/ })).toContainText(landingFigure('demo', 'partners'))

  const daily = page.locator('section.stats-chart', { has: page.locator('#stats-daily') })
  await expect(daily.locator('[data-chart="uplot"] canvas').first()).toBeVisible()
  const table = daily.getByRole('table', { name: /Statistik tercatat per hari/ })
  await expect(table.locator('tbody tr')).toHaveCount(14)
  await expect(table.locator('thead')).toContainText('Tampilan halaman')
  // The canvas is decoration; the table carries the figures for assistive technology.
  await expect(daily.locator('[data-chart="uplot"]')).toHaveAttribute('aria-hidden', 'true')
  expect(hasChartLibrary(scripts)).toBe(true)

  await settle(page)
  expect(await axeViolations(page)).toEqual([])
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.locator('.stats-dashboard').scrollIntoViewIfNeeded()
  await page.locator('.stats-dashboard').screenshot({ path: '/tmp/accounts-dashboard-1280.png' })
  await page.setViewportSize({ width: 360, height: 740 })
  await page.waitForTimeout(300) // the charts follow their box's new width
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  expect(await axeViolations(page)).toEqual([])
  await page.locator('.stats-dashboard').screenshot({ path: '/tmp/accounts-dashboard-360.png' })
})

test('a student gets no statistics dashboard, no chart library, and a 403 from the statistics API', async ({
  page,
  context,
}) => {
  const scripts = collectScripts(page)
  await loginTo(page, 'demo', 'siswa@alkademi.id')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Selamat datang')
  await settle(page)
  await expect(page.getByRole('heading', { name: 'Statistik' })).toHaveCount(0)
  await expect(page.locator('.stats-dashboard')).toHaveCount(0)
  expect(hasChartLibrary(scripts)).toBe(false)

  const token = (await context.cookies()).find((c) => c.name === 'client-token')?.value
  const res = await sandboxFetch('demo', '/services/v1/statistics/summary', {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(res.status).toBe(403)
})

test('class payment from the class page: the invoice is created and the gateway opens, then Success', async ({
  page,
}) => {
  await page.route(`${SANDBOX}/favicon.ico`, (route) => route.fulfill({ status: 204 }))
  const item = CLASSES.find((c) => c.price > 0 && c.state !== 'finished' && c.registered < c.quota)!
  const path = `/Class/${item.slug}`

  // A guest is offered the login that returns to the class.
  await page.goto(siteUrl('demo', path))
  await settle(page)
  const summary = page.getByRole('complementary', { name: 'Ringkasan kelas' })
  await summary.getByRole('link', { name: 'Masuk untuk membayar' }).click()
  // A learner of its own: one who paid for this class already (an earlier test) is shown as joined.
  const email = `bayar-${Date.now()}@example.com`
  const signUp = await sandboxFetch('demo', '/services/v1/auth/signup/coder', {
    method: 'POST',
    body: { name: 'Pelajar Contoh', email, password: PASSWORD },
  })
  expect(signUp.status).toBe(201)
  await centralLogin(page, email)
  await expect(page).toHaveURL(siteUrl('demo', path))

  await summary.getByLabel('Metode pembayaran').selectOption('qris')
  const invoice = page.waitForResponse(
    (r) => r.url().includes('/v1/payment/class/invoice') && r.request().method() === 'POST',
  )
  await summary.getByRole('button', { name: /^Bayar Rp/ }).click()
  const created = await invoice
  expect(created.status()).toBe(201)
  // The invoice call carried the site's Origin: the gateway will return there.
  expect(created.request().headers()['origin']).toBe(new URL(siteUrl('demo')).origin)
  await expect(page).toHaveURL(/\/payment\/checkout\//)
  expect(new URL(page.url()).searchParams.get('return')).toBe(
    `${new URL(siteUrl('demo')).origin}/CallbackPayment`,
  )
  await page.getByRole('button', { name: 'Bayar sekarang' }).click()
  await expect(page).toHaveURL(/\/Payment-Status\/Success\?invoice=/)
  await expect(page.locator('.invoice')).toContainText(item.name)
})

// What a guest's plain visit shows of /Welcome and the payment status pages is the page contract's
// (tests/e2e/page-contract.spec.ts, every rule): here, the states such a visit does not reach.
test('axe: the coder forms, the held-back login, the signed-in welcome and payment status pages have no violations', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000) // axe over long pages
  await page.route(`${SANDBOX}/favicon.ico`, (route) => route.fulfill({ status: 204 }))
  // The coding school's /Register holds the coder and team forms; elsewhere it sends a guest on.
  await page.goto(siteUrl('smkcoding', '/Register'))
  await settle(page)
  expect(await axeViolations(page), 'smkcoding /Register').toEqual([])
  // /Login leaves at once for the central login: held back (a 204 keeps the page), its page is checked.
  await page.route('**/auth/akun/login**', (route) => route.fulfill({ status: 204 }))
  await page.goto(siteUrl('demo', '/Login'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Masuk')
  expect(await axeViolations(page), '/Login').toEqual([])
  await page.unroute('**/auth/akun/login**')

  await loginTo(page, 'demo', 'mentor@alkademi.id')
  await expect(page.getByTestId('balance').locator('data')).toBeVisible()
  await settle(page)
  expect(await axeViolations(page), '/Welcome mentor').toEqual([])

  // A real invoice's status pages, signed in.
  const data = await createInvoice(context)
  for (const path of ['/Payment-Status/Success', '/Payment-Status/Error']) {
    await page.goto(siteUrl('demo', `${path}?invoice=${data.invoiceId}`))
    await expect(page.locator('.invoice')).toBeVisible()
    await settle(page)
    expect(await axeViolations(page), path).toEqual([])
  }
})

test('a guest on /CallbackPayment (a page that needs the login that paid) is sent to the central login and comes back to the check', async ({
  page,
  context,
}) => {
  await loginTo(page, 'demo', 'siswa@alkademi.id')
  const data = await createInvoice(context)
  // The session ends while the visitor is at the gateway: away from the site, so no page of it
  // (/Welcome, whose class list revalidates) asks anything with the ended session.
  await page.goto('about:blank')
  await context.clearCookies()

  const path = `/CallbackPayment?invoice=${encodeURIComponent(data.invoiceId)}`
  await page.goto(siteUrl('demo', path))
  await centralLogin(page, 'siswa@alkademi.id')
  await expect(page).toHaveURL(siteUrl('demo', path))
  // Signed in again, the page checks the (still unpaid) invoice instead of asking for a login.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Memeriksa pembayaran')
  await expect(page.getByText('Menunggu konfirmasi pembayaran…')).toBeAttached()
  await expect(page.getByText('Silakan masuk terlebih dahulu')).toHaveCount(0)
})
