/**
 * The learner's journey on six tenants of different landing families, at 360 px: a new learner signs
 * up from the header's "Daftar" on a class page (the central sign-up) and comes back to it, joins the
 * free class in one tap ("Anda terdaftar", also after a reload), finds it first in "Kelas saya"; pays
 * for a paid class through the sandbox's gateway and finds it there too; leave an e-mail on a full class once; join offline and have it delivered once.
 */
import type { Page } from '@playwright/test'
import { catalogueFor } from '../../sandbox/seed/catalogues'
import { getTenant } from '../../sites/registry'
import { expect, fillCentralSignUp, SANDBOX, sandboxFetch, settle, siteUrl, test } from './fixtures'
import { axeViolations } from './axe'

const TENANTS = ['demo', 'sekolahkopi', 'smkcoding', 'pesilat', 'elevaite', 'bharabas'] as const
const PASSWORD = 'rahasia123'

test.use({ viewport: { width: 360, height: 740 } })

const joinable = (tenant: string) =>
  catalogueFor(tenant).classes.filter((k) => k.state !== 'finished' && k.registered < k.quota)
const freeClass = (tenant: string) => joinable(tenant).find((k) => k.price === 0)!
const paidClass = (tenant: string) => joinable(tenant).find((k) => k.price > 0)!
const fullClass = (tenant: string) => catalogueFor(tenant).classes.find((k) => k.registered >= k.quota)!

/** A new learner on this tenant (the API's sign-up; the sign-up page is not this spec's subject). */
async function newLearner(tenant: string, tag: string): Promise<string> {
  const email = `pelajar-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const res = await sandboxFetch(tenant, '/services/v1/auth/signup/coder', {
    method: 'POST',
    body: { name: 'Pelajar Contoh', email, password: PASSWORD },
  })
  expect(res.status).toBe(201)
  return email
}

async function centralLogin(page: Page, email: string) {
  await expect(page).toHaveURL(/\/auth\/akun\/login\?/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Kata sandi').fill(PASSWORD)
  await page.getByRole('button', { name: 'Masuk' }).click()
}

const summary = (page: Page) => page.getByRole('complementary', { name: 'Ringkasan kelas' })

async function myClassesCount(tenant: string, page: Page): Promise<number> {
  const token = (await page.context().cookies()).find((c) => c.name === 'client-token')?.value
  const res = await sandboxFetch(tenant, '/services/v1/class/mine', {
    headers: { Authorization: `Bearer ${token}` },
  })
  return ((await res.json()) as { data: unknown[] }).data.length
}

for (const tenant of TENANTS) {
  test(`${tenant}: a new learner signs up, joins a free class in one tap, pays for another, and finds both in "Kelas saya"`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    // The sandbox's gateway page asks the sandbox for a favicon, which wants an app token.
    await page.route(`${SANDBOX}/favicon.ico`, (route) => route.fulfill({ status: 204 }))
    const free = freeClass(tenant)
    const paid = paidClass(tenant)

    // A guest's "Daftar gratis" is the login that returns to this class.
    await page.goto(siteUrl(tenant, `/Class/${free.slug}`))
    const guestCta = summary(page).getByRole('link', { name: 'Daftar gratis' })
    await expect(guestCta).toHaveAttribute(
      'href',
      `/Login?redirect=${encodeURIComponent(`/Class/${free.slug}`)}`,
    )
    // A new learner: "Daftar" in the header, the central sign-up, and back on this class.
    await settle(page)
    await page.locator('header.site-header').getByRole('link', { name: 'Daftar', exact: true }).click()
    if (getTenant(tenant)!.coderSignUp) {
      // The coding school's /Register leads with its coder form and offers the learner account above it.
      await settle(page)
      await page.getByRole('button', { name: 'Buat akun pelajar' }).click()
    }
    await fillCentralSignUp(page, {
      name: 'Pelajar Contoh',
      email: `pelajar-${tenant}-${Date.now()}@example.com`,
      password: PASSWORD,
    })
    // /CallbackAuth reads the profile first; a loaded machine takes its time.
    await expect(page).toHaveURL(siteUrl(tenant, `/Class/${free.slug}`), { timeout: 20_000 })

    // Signed in: one tap.
    await summary(page).getByRole('button', { name: 'Daftar gratis' }).click()
    await expect(summary(page).getByText('Anda terdaftar')).toBeVisible()
    await expect(summary(page).getByRole('link', { name: 'Lihat silabus' })).toHaveAttribute(
      'href',
      '#silabus',
    )
    await page.reload()
    await expect(summary(page).getByText('Anda terdaftar')).toBeVisible()
    await expect(summary(page).getByRole('button', { name: 'Daftar gratis' })).toHaveCount(0)
    await settle(page)
    expect(await axeViolations(page), `${tenant} class page, enrolled`).toEqual([])

    // "Kelas saya": the heading and the first class on the first screen, without scrolling.
    await summary(page).getByRole('link', { name: 'Buka Kelas saya' }).click()
    await expect(page).toHaveURL(siteUrl(tenant, '/Welcome#kelas-saya'))
    await page.evaluate(() => window.scrollTo(0, 0))
    const heading = page.getByRole('heading', { level: 2, name: 'Kelas saya' })
    const card = page.locator('.my-class').first()
    await expect(card).toContainText(free.name)
    for (const el of [heading, card.getByRole('link', { name: free.name, exact: true })]) {
      const box = (await el.boundingBox())!
      expect(box.y + box.height, `${tenant}: above the fold`).toBeLessThanOrEqual(740)
    }
    await settle(page)
    expect(await axeViolations(page), `${tenant} /Welcome`).toEqual([])

    // A paid class: the gateway, back to the status page, on to the class, which says "Anda terdaftar".
    await page.goto(siteUrl(tenant, `/Class/${paid.slug}`))
    await summary(page)
      .getByRole('button', { name: /^Bayar/ })
      .click()
    await page.getByRole('button', { name: 'Bayar sekarang' }).click()
    await expect(page).toHaveURL(/\/Payment-Status\/Success\?invoice=/)
    await page.getByRole('link', { name: `Buka kelas ${paid.name}` }).click()
    await expect(page).toHaveURL(siteUrl(tenant, `/Class/${paid.slug}`))
    await expect(summary(page).getByText('Anda terdaftar')).toBeVisible()
    await page.goto(siteUrl(tenant, '/Welcome'))
    await expect(page.locator('.my-class')).toHaveCount(2)
    await expect(page.locator('.my-class', { hasText: paid.name })).toBeVisible()
    await expect(page.locator('.invoice-row', { hasText: paid.name })).toContainText('Lunas')
    expect(await myClassesCount(tenant, page)).toBe(2)
  })
}

for (const tenant of TENANTS) {
  test(`${tenant}: a full class offers "Kabari saya" and stores the e-mail once`, async ({ page }) => {
    const full = fullClass(tenant)
    const email = `kabari-${Date.now()}@example.com`
    await page.goto(siteUrl(tenant, `/Class/${full.slug}`))
    await expect(summary(page).getByText(/Kuota kelas ini sudah penuh/)).toBeVisible()
    await expect(summary(page).getByRole('button', { name: 'Daftar gratis' })).toHaveCount(0)
    const form = page.getByRole('form', { name: 'Kabari saya' })
    // The field's checks are React's: typed before hydration, once the field came back empty here.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    // An invalid address stays in the field with the reason.
    await form.getByLabel('Email').fill('bukan-email')
    await form.getByRole('button', { name: 'Kabari saya' }).click()
    await expect(form.getByLabel('Email')).toHaveValue('bukan-email')
    await form.getByLabel('Email').fill(email)
    await form.getByRole('button', { name: 'Kabari saya' }).click()
    await expect(form.getByText('Terima kasih. Kami akan mengabari Anda')).toBeVisible()
    await form.getByLabel('Email').fill(email)
    await form.getByRole('button', { name: 'Kabari saya' }).click()
    await expect(form.getByText('Terima kasih. Kami akan mengabari Anda')).toBeVisible()
    const rows = (await (await fetch(`${SANDBOX}/__admin/class-notifications`)).json()) as {
      tenant: string
      classId: number
      email: string
    }[]
    expect(rows.filter((r) => r.email === email)).toEqual([{ tenant, classId: full.id, email }])
    await settle(page)
    expect(await axeViolations(page)).toEqual([])
  })
}

test('an enrolment made offline is kept, and delivered once after a reload online', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  // Offline, the page's own requests fail on purpose.
  allowConsoleErrors(
    /net::ERR_FAILED|ERR_INTERNET_DISCONNECTED/,
    /\[api\] \w+: (Tidak dapat terhubung|Layanan)/,
  )
  const tenant = 'smkcoding'
  const email = await newLearner(tenant, 'offline')
  const free = freeClass(tenant)
  await page.goto(siteUrl(tenant, `/Login?redirect=${encodeURIComponent(`/Class/${free.slug}`)}`))
  await centralLogin(page, email)
  await expect(page).toHaveURL(siteUrl(tenant, `/Class/${free.slug}`), { timeout: 20_000 })
  const cta = summary(page).getByRole('button', { name: 'Daftar gratis' })
  await expect(cta).toBeEnabled()
  await settle(page)

  await context.setOffline(true)
  await cta.click()
  await expect(
    summary(page)
      .getByText(/tersimpan di perangkat ini/)
      .first(),
  ).toBeVisible()
  await context.setOffline(false)
  await page.reload()
  await expect(summary(page).getByText('Anda terdaftar')).toBeVisible({ timeout: 20_000 })
  await page.reload()
  await expect(summary(page).getByText('Anda terdaftar')).toBeVisible()
  expect(await myClassesCount(tenant, page)).toBe(1)
})
