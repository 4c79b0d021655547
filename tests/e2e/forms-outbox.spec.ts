/**
 * The outbox for every form family without a password or a payment: the appointment, the hosted
 * database's community tables (one family: aspirations, book reviews, testimonies, donations, DISC
 * share `features/showcase/community.ts` and the same call shape) and the demo request. Each is sent
 * with the connection dropped, meets a 500 when it comes back, survives a reload, and is stored
 * exactly once when the service recovers (the sandbox's records are counted).
 */
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { formatDate } from '../../components/format'
import {
  expect,
  SANDBOX,
  armFault,
  leaseTenant,
  resetTenant,
  sandboxJson,
  settle,
  siteUrl,
  test,
} from './fixtures'

/** This file's own site: its forms' calls fail and recover here. */
const SITE = 'jda'
/** A site whose menu offers the testimonies (the community tables), leased by the test that uses it. */
const COMMUNITY_SITE = 'belajarbersama'
// Every test of this file changes SITE's sandbox state or reads what another test of it changed.
test.beforeEach(() => leaseTenant(SITE))

// A reload's attempt waits for the page to be idle (shell/idle.ts).
test.setTimeout(90_000)

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A sandbox read as the demo site asks it; the count is only meaningful when the read succeeds. */
async function demoJson<T>(path: string, tenant = SITE): Promise<T> {
  const { status, body } = await sandboxJson<T>(tenant, path)
  expect(status, path).toBe(200)
  return body
}

/** The errors a dropped connection and an injected 500 make the page log on purpose. */
const EXPECTED_ERRORS = [
  /status of 500/,
  /net::ERR_FAILED|ERR_INTERNET_DISCONNECTED/,
  /\[api\] \w+: (Tidak dapat terhubung|Layanan data sedang|Layanan sedang)/,
]

/**
 * Submits with the connection dropped, then lets the service answer 500 when it returns, reloads,
 * and recovers: the submission waits on the device throughout and is stored exactly once.
 */
async function survivesDropA500AndAReload(
  page: Page,
  context: BrowserContext,
  o: {
    submit: () => Promise<void>
    status: Locator
    /** The call's path on the sandbox, where the 500 is injected. */
    path: string
    stored: () => Promise<number>
    delivered: RegExp
    /** The site the form is on. */
    site?: string
  },
) {
  const site = o.site ?? SITE
  const pending = page.getByText('1 kiriman menunggu koneksi')
  const answered500 = () =>
    page.waitForResponse((r) => r.url().includes(o.path) && r.status() === 500, { timeout: 45_000 })

  await context.setOffline(true)
  await o.submit()
  await expect(o.status).toContainText('disimpan di perangkat ini')
  await expect(pending).toBeVisible()
  expect(await o.stored()).toBe(0)

  // While it fails nothing reaches the handler; the count is read again once it recovered.
  await armFault(site, { pathPrefix: o.path, fault: '500' })
  const first500 = answered500()
  await context.setOffline(false)
  await first500
  await expect(pending).toBeVisible()

  // Kept in IndexedDB across a reload; the new page's own attempt meets the 500 again.
  const second500 = answered500()
  await page.reload()
  await second500
  await expect(pending).toBeVisible()

  await resetTenant(site)
  // The connection coming back tries at once; the back-off's timer would within minutes.
  await context.setOffline(true)
  await context.setOffline(false)
  await expect(page.locator('[data-outbox-delivered]').getByText(o.delivered)).toBeVisible()
  await expect(page.getByText('kiriman menunggu koneksi')).toHaveCount(0)
  expect(await o.stored()).toBe(1)

  // A reload drains again: nothing is left to send twice.
  await page.reload()
  await settle(page)
  expect(await o.stored()).toBe(1)
}

test('an appointment survives a dropped connection, a 500 and a reload, and is stored once', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(...EXPECTED_ERRORS, /\[api\] appointmentCreate:/)
  const email = `janji-${unique()}@contoh.id`
  await page.goto(siteUrl(SITE, '/Make-Appointment'))
  await settle(page)
  const topic = page.getByLabel('Topik atau layanan')
  await topic.selectOption((await topic.locator('option').nth(1).getAttribute('value'))!)
  const tomorrow = new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10)
  await page.getByLabel('Tanggal').fill(tomorrow)
  await page.getByLabel('Jam (WIB)').selectOption('10:00')
  await page.getByLabel('Nama lengkap').fill('Sari Wulandari')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Nomor telepon/WhatsApp').fill('0812 3456 7890')
  await page.getByLabel('Pesan').fill('Pelatihan untuk 20 guru.')

  await survivesDropA500AndAReload(page, context, {
    submit: () => page.getByRole('button', { name: 'Kirim permintaan' }).click(),
    status: page.locator('.form-status'),
    path: '/services/v1/post/appointment/create',
    stored: async () =>
      (
        await demoJson<{ data: { count: number } }>(
          `/services/v1/post/appointment/count?email=${encodeURIComponent(email)}`,
        )
      ).data.count,
    delivered: new RegExp(
      `Permintaan janji temu ${formatDate(tomorrow)} pukul 10:00 WIB yang tersimpan .* sudah terkirim`,
    ),
  })
})

test('a community-table row (testimony) survives a dropped connection, a 500 and a reload, and is stored once', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(...EXPECTED_ERRORS, /\[api\] testimonies(List|Create):/)
  const name = `Alumni ${unique()}`
  await leaseTenant(COMMUNITY_SITE)
  await page.goto(siteUrl(COMMUNITY_SITE, '/Testimoni'))
  await settle(page)
  const testimony = page.getByRole('form', { name: 'Tulis testimoni' })
  await testimony.getByLabel('Nama').fill(name)
  await testimony.getByLabel('Testimoni').fill('Kelasnya membuat saya berani melamar kerja.')

  await survivesDropA500AndAReload(page, context, {
    submit: () => testimony.getByRole('button', { name: /Kirim testimoni/ }).click(),
    status: testimony.locator('.form-status'),
    path: '/db/rest/v1/testimonies',
    site: COMMUNITY_SITE,
    stored: async () =>
      (
        await demoJson<unknown[]>(
          `/db/rest/v1/testimonies?select=id&name=eq.${encodeURIComponent(name)}`,
          COMMUNITY_SITE,
        )
      ).length,
    delivered: new RegExp(`Testimoni dari ${name} yang tersimpan .* sudah terkirim`),
  })
})

test('the demo request stands on the product pages, survives a dropped connection, a 500 and a reload, and is taken once', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(...EXPECTED_ERRORS, /\[api\] requestDemo:/)
  const demoRequests = async (email: string) =>
    ((await (await fetch(`${SANDBOX}/__admin/demo-requests`)).json()) as string[]).filter(
      (r) => r === `${SITE} ${email}`,
    ).length

  for (const path of ['/Aksara', '/Training-Services']) {
    await page.goto(siteUrl(SITE, path))
    await expect(page.getByRole('form', { name: /Minta demo/ })).toBeVisible()
  }

  // Online, the answer is SPEC's sentence.
  await page.goto(siteUrl(SITE, '/Pricing'))
  await settle(page)
  const online = `sekolah-${unique()}@contoh.id`
  const pricingForm = page.getByRole('form', { name: /minta demo/ })
  await pricingForm.getByLabel('Email kantor atau sekolah').fill(online)
  await pricingForm.getByRole('button', { name: 'Kirim permintaan demo' }).click()
  await expect(pricingForm.locator('.form-status')).toHaveText('Berhasil mengirim request')
  expect(await demoRequests(online)).toBe(1)

  const email = `kantor-${unique()}@contoh.id`
  await page.goto(siteUrl(SITE, '/Lms'))
  await settle(page)
  const form = page.getByRole('form', { name: 'Minta demo LMS' })
  await form.getByLabel('Email kantor atau sekolah').fill(email)
  await survivesDropA500AndAReload(page, context, {
    submit: () => form.getByRole('button', { name: 'Kirim permintaan demo' }).click(),
    status: form.locator('.form-status'),
    path: '/services/v0/cms/app/request-demo',
    stored: () => demoRequests(email),
    delivered: new RegExp(`Permintaan demo untuk ${email} yang tersimpan .* sudah terkirim`),
  })
})
