/**
 * The fault matrix: for each page kind, the sandbox injects each fault (500, time-out, malformed
 * JSON, wrong schema, 401) into the page's data call; the page stays up with an Indonesian message
 * that says what happened (never the backend's raw text, never "check your internet connection"),
 * and a retry works once the fault is lifted.
 * - Server-rendered detail (`/News/{slug}`): the error screen with a gateway status (502/504) and the
 *   security headers; reloading shows the post.
 * - Static list (`/News?page=2`): the HTML is pre-rendered, its second page is fetched by the browser
 *   after hydration; the list's error box, then its "Coba lagi" button shows the posts.
 * - Form (`/Make-Appointment`): a 500 or a time-out keeps the request in the outbox, which sends it
 *   once the service is back; a malformed, wrong-schema or 401 answer fails with the reason, every
 *   typed field stays, and sending again once the fault is lifted books the appointment.
 * Each case has a URL of its own (a fresh page, and the renderer's last good render is keyed by the
 * query): a page answered from an earlier good render would not meet the fault.
 */
import type { Page } from '@playwright/test'
import { MESSAGES } from '../../api/client'
import { formatDate } from '../../components/format'
import { ERROR_TEXT } from '../../shell/errorTexts'
import { expect, firstNewsPost, armFault, leaseTenant, resetTenant, settle, siteUrl, test } from './fixtures'

/** The demo catalogue's twin, with news enough for a post per fault: this file fails its backend. */
const SITE = 'none'
// Every test of this file changes SITE's sandbox state or reads what another test of it changed.
test.beforeEach(() => leaseTenant(SITE))

const FAULTS = [
  { fault: '500', status: 502, message: MESSAGES.server(500) },
  { fault: 'timeout', status: 504, message: MESSAGES.timeout },
  { fault: 'malformed', status: 502, message: MESSAGES.unreadable },
  { fault: 'schema', status: 502, message: MESSAGES.schema },
  { fault: '401', status: 502, message: 'Sesi tidak valid' },
] as const

/** What a visitor must never read: the backend's own 5xx text, the stall's, or a blame on their line. */
const RAW = /Injected|Stalled|internet|undefined|\[object|Error:/i

/**
 * What a provoked failure logs in the browser: Chromium's line for the failing response, and the
 * client's rate-limited `[api]` line (which keeps the raw text: the log is where it belongs).
 */
const PROVOKED = [/status of (401|500|502|504)/, /^\[api\] /]

for (const [i, { fault, status, message }] of FAULTS.entries()) {
  test(`/News/{slug} under a ${fault} fault: error screen, then a working retry`, async ({
    page,
    consoleErrors,
    allowConsoleErrors,
  }) => {
    // The failed first load logs its resource error (the gateway status); checked again below.
    allowConsoleErrors(/status of (502|504)/)
    // A post no other test opens: the renderer answers a page that rendered well in the last five
    // minutes from that render (stale-if-error), and it renders by path, whatever the query.
    const post = await firstNewsPost(SITE, 10 + i)
    const url = siteUrl(SITE, `/News/${post.slug}`)
    await armFault(SITE, { pathPrefix: '/services/v3/post/detail', fault })
    const started = Date.now()
    const res = await page.goto(url)
    expect(res?.status()).toBe(status)
    // The server-side time-out (2.5 s), not the browser's 10 s.
    expect(Date.now() - started).toBeLessThan(6000)
    expect(res?.headers()['content-security-policy']).toBeTruthy()
    await expect(page.locator('h1')).toHaveText(ERROR_TEXT)
    const shown = page.locator('.error-screen__message')
    await expect(shown).toContainText(message)
    await expect(shown).not.toContainText(RAW)

    await resetTenant(SITE)
    const retry = await page.reload()
    expect(retry?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText(post.title)
    await settle(page)
    // The failed first load logged its resource error (the gateway status); nothing else.
    expect(consoleErrors.filter((e) => !/status of (502|504)/.test(e))).toEqual([])
  })
}

for (const { fault, message } of FAULTS) {
  test(`/News?page=2 (static list, fetched in the browser) under a ${fault} fault: error box, then a working retry`, async ({
    page,
    allowConsoleErrors,
  }) => {
    // A time-out waits for the browser's own (10 s).
    test.setTimeout(60_000)
    allowConsoleErrors(...PROVOKED)
    await armFault(SITE, { pathPrefix: '/services/v3/post/list', fault })
    const res = await page.goto(siteUrl(SITE, `/News?page=2&fault=${fault}`))
    expect(res?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText('Berita')
    const alert = page.getByRole('alert').filter({ hasText: 'belum dapat dimuat' })
    await expect(alert).toContainText(message, { timeout: 20_000 })
    await expect(alert).not.toContainText(RAW)
    // The page around it stays usable: heading, search, filter.
    await expect(page.getByRole('searchbox')).toBeVisible()

    await resetTenant(SITE)
    await alert.getByRole('button', { name: 'Coba lagi' }).click()
    await expect(alert).toBeHidden()
    await expect(page.locator('.card-grid > li')).toHaveCount(10)
    await expect(page.locator('.list-count')).toBeVisible()
  })
}

const APPOINTMENT = {
  name: 'Sari Wulandari',
  email: 'sari@contoh.id',
  phone: '0812 3456 7890',
  organization: 'SMK Contoh',
  message: 'Kami ingin pelatihan untuk 20 guru.',
}

async function fillAppointment(page: Page) {
  const topic = page.getByLabel('Topik atau layanan')
  await expect(topic.locator('option').nth(1)).toBeAttached()
  const topicValue = (await topic.locator('option').nth(1).getAttribute('value'))!
  await topic.selectOption(topicValue)
  const tomorrow = new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10)
  await page.getByLabel('Tanggal').fill(tomorrow)
  await page.getByLabel('Jam (WIB)').selectOption('10:00')
  await page.getByLabel('Nama lengkap').fill(APPOINTMENT.name)
  await page.getByLabel('Email').fill(APPOINTMENT.email)
  await page.getByLabel('Nomor telepon/WhatsApp').fill(APPOINTMENT.phone)
  await page.getByLabel('Instansi atau perusahaan').fill(APPOINTMENT.organization)
  await page.getByLabel('Pesan').fill(APPOINTMENT.message)
  return { topicValue, tomorrow }
}

/**
 * Faults the outbox waits out (shell/outbox/schedule.ts: a 5xx, no answer): the request is kept and
 * sent on recovery. A lapsed login is no such fault: see the 401 test below.
 */
const TRANSIENT: readonly string[] = ['500', 'timeout']

for (const { fault } of FAULTS.filter((f) => TRANSIENT.includes(f.fault))) {
  test(`/Make-Appointment (form) under a ${fault} fault: kept on the device, sent once the service is back`, async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    test.setTimeout(60_000)
    allowConsoleErrors(...PROVOKED)
    await page.goto(siteUrl(SITE, `/Make-Appointment?fault=${fault}`))
    await settle(page)
    const { tomorrow } = await fillAppointment(page)
    await armFault(SITE, { pathPrefix: '/services/v1/post/appointment/create', fault })
    await page.getByRole('button', { name: 'Kirim permintaan' }).click()
    const status = page.locator('.form-status')
    await expect(status).toContainText('Layanan sedang tidak dapat menerima kiriman', { timeout: 20_000 })
    await expect(status).toContainText('disimpan di perangkat ini')
    await expect(status).not.toContainText(RAW)

    await resetTenant(SITE)
    // The connection coming back tries at once; the back-off's timer would within minutes.
    await context.setOffline(true)
    await context.setOffline(false)
    await expect(
      page
        .locator('[data-outbox-delivered]')
        .getByText(
          new RegExp(
            `Permintaan janji temu ${formatDate(tomorrow)} pukul 10:00 WIB yang tersimpan .* sudah terkirim`,
          ),
        ),
    ).toBeVisible({ timeout: 20_000 })
  })
}

test('/Make-Appointment (form) answered 401: the form says why and keeps the input; nothing is queued', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(...PROVOKED)
  await page.goto(siteUrl(SITE, '/Make-Appointment'))
  await settle(page)
  await fillAppointment(page)
  await armFault(SITE, { pathPrefix: '/services/v1/post/appointment/create', fault: '401' })
  await page.getByRole('button', { name: 'Kirim permintaan' }).click()
  const status = page.locator('.form-status')
  // Sending it again would change nothing until the visitor signs in: it is not kept for later.
  await expect(status).toContainText('Sesi tidak valid', { timeout: 20_000 })
  await expect(status).not.toContainText('disimpan di perangkat ini')
  await expect(status).not.toContainText(RAW)
  await expect(page.getByLabel('Nama lengkap')).toHaveValue(APPOINTMENT.name)
  await expect(page.getByLabel('Pesan')).toHaveValue(APPOINTMENT.message)
  await expect(page.getByText('kiriman menunggu koneksi')).toHaveCount(0)

  await resetTenant(SITE)
  await page.getByRole('button', { name: 'Kirim permintaan' }).click()
  await expect(page.getByText(/^Janji temu tercatat dengan nomor \d+\./)).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('kiriman menunggu koneksi')).toHaveCount(0)
})

test('/Make-Appointment (form) answered 2xx with a body of the wrong shape: sent, and no number invented', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(...PROVOKED)
  await page.goto(siteUrl(SITE, '/Make-Appointment?fault=schema'))
  await settle(page)
  await fillAppointment(page)
  await armFault(SITE, { pathPrefix: '/services/v1/post/appointment/create', fault: 'schema' })
  await page.getByRole('button', { name: 'Kirim permintaan' }).click()
  // The service stored it (a 2xx): sending again would book twice.
  const sent = page.locator('.form-status .alert--success')
  await expect(sent).toHaveText('Janji temu terkirim. Tim kami akan menghubungi Anda untuk konfirmasi.')
  await expect(page.getByRole('region', { name: 'Ringkasan janji temu' })).toHaveCount(0)
})

for (const { fault, message } of FAULTS.filter((f) => !TRANSIENT.includes(f.fault) && f.fault !== 'schema')) {
  test(`/Make-Appointment (form) under a ${fault} fault: the reason, every field kept, then a working resend`, async ({
    page,
    allowConsoleErrors,
  }) => {
    test.setTimeout(60_000)
    allowConsoleErrors(...PROVOKED)
    await page.goto(siteUrl(SITE, `/Make-Appointment?fault=${fault}`))
    await settle(page)
    const { topicValue, tomorrow } = await fillAppointment(page)
    await armFault(SITE, { pathPrefix: '/services/v1/post/appointment/create', fault })
    const submit = page.getByRole('button', { name: 'Kirim permintaan' })
    await submit.click()
    const failed = page.locator('.form-status .alert--danger')
    await expect(failed).toContainText('Janji temu belum terkirim', { timeout: 20_000 })
    await expect(failed).toContainText(message)
    await expect(failed).not.toContainText(RAW)
    await expect(page.getByLabel('Topik atau layanan')).toHaveValue(topicValue)
    await expect(page.getByLabel('Tanggal')).toHaveValue(tomorrow)
    await expect(page.getByLabel('Jam (WIB)')).toHaveValue('10:00')
    await expect(page.getByLabel('Nama lengkap')).toHaveValue(APPOINTMENT.name)
    await expect(page.getByLabel('Email')).toHaveValue(APPOINTMENT.email)
    await expect(page.getByLabel('Nomor telepon/WhatsApp')).toHaveValue(APPOINTMENT.phone)
    await expect(page.getByLabel('Instansi atau perusahaan')).toHaveValue(APPOINTMENT.organization)
    await expect(page.getByLabel('Pesan')).toHaveValue(APPOINTMENT.message)

    await resetTenant(SITE)
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(page.locator('.form-status .alert--success')).toContainText(
      'Janji temu tercatat dengan nomor',
    )
    await expect(page.getByLabel('Nama lengkap')).toHaveValue('')
  })
}
