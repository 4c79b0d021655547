/**
 * The outbox treats each submission on its own (shell/outbox/schedule.ts): one answered 401 forever
 * is parked with its reason and the visitor's actions while the others are delivered, once each; a
 * 429 with `Retry-After: 120` is not sent again before 120 s (Playwright's clock, so the test does
 * not wait); and the form's own message says when its submission was sent, in Indonesian.
 */
import type { Page } from '@playwright/test'
import { expect, SANDBOX, armFault, leaseTenant, resetTenant, settle, siteUrl, test } from './fixtures'

/** This file's own site: its demo requests fail and recover here. */
const SITE = 'elevaite'
// Every test of this file changes SITE's sandbox state or reads what another test of it changed.
test.beforeEach(() => leaseTenant(SITE))

test.setTimeout(90_000)

const PATH = '/services/v0/cms/app/request-demo'
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const MONTH = '(Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember)'
const SENT_AT = new RegExp(`sudah terkirim pada \\d{1,2} ${MONTH} \\d{4} pukul \\d{2}\\.\\d{2} WIB`)

/** How many demo requests the sandbox took for this address. */
const taken = async (email: string) =>
  ((await (await fetch(`${SANDBOX}/__admin/demo-requests`)).json()) as string[]).filter(
    (r) => r === `${SITE} ${email}`,
  ).length

async function openForm(page: Page) {
  await page.goto(siteUrl(SITE, '/Lms'))
  await settle(page)
  return page.getByRole('form', { name: 'Minta demo LMS' })
}

test('a submission answered 401 forever is parked with its reason; the five others are delivered once', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(
    /status of 401/,
    /net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/,
    /\[api\] requestDemo:/,
  )
  const form = await openForm(page)
  const u = unique()
  const refused = `tolak-${u}@contoh.id`
  const good = [1, 2, 3, 4, 5].map((n) => `kantor${n}-${u}@contoh.id`)
  await armFault(SITE, { pathPrefix: PATH, fault: '401', includes: `tolak-${u}` })

  await context.setOffline(true)
  // The refused one first: it used to hold every submission behind it.
  for (const email of [refused, ...good]) {
    await form.getByLabel('Email kantor atau sekolah').fill(email)
    await form.getByRole('button', { name: 'Kirim permintaan demo' }).click()
    await expect(form.locator('.form-status')).toContainText(`${email} disimpan di perangkat ini`)
  }
  await expect(page.getByText('6 kiriman menunggu koneksi')).toBeVisible()

  await context.setOffline(false)
  const parked = page.locator('[data-outbox-parked="auth"]')
  await expect(parked).toContainText(`Permintaan demo untuk ${refused} belum terkirim`)
  await expect(parked).toContainText('Sesi tidak valid')
  await expect(parked.getByRole('button', { name: 'Masuk lagi' })).toBeVisible()
  await expect(parked.getByRole('button', { name: 'Kirim ulang' })).toBeVisible()
  await expect(page.getByText('kiriman menunggu koneksi')).toHaveCount(0)
  await expect.poll(async () => Promise.all(good.map(taken)), { timeout: 20_000 }).toEqual([1, 1, 1, 1, 1])
  expect(await taken(refused)).toBe(0)

  // The form's own message follows its (last) submission: sent, with an Indonesian date.
  const status = form.locator('.form-status')
  await expect(status).toHaveText(new RegExp(`Permintaan demo untuk ${good[4]} .*${SENT_AT.source}`))
  await expect(status).not.toContainText('disimpan di perangkat ini')
  expect(await status.textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/)

  // A reload neither sends the parked one again nor anything twice; discarding removes it.
  await page.reload()
  await expect(parked).toBeVisible()
  await parked.getByRole('button', { name: 'Hapus' }).click()
  await expect(parked).toHaveCount(0)
  expect(await Promise.all(good.map(taken))).toEqual([1, 1, 1, 1, 1])
  expect(await taken(refused)).toBe(0)
})

test('a 429 with Retry-After: 120 is not sent again before 120 s, then once', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 429/, /\[api\] requestDemo:/)
  await page.clock.install()
  const form = await openForm(page)
  const email = `sibuk-${unique()}@contoh.id`
  const attempts: number[] = []
  page.on('request', (r) => {
    if (r.url().includes(PATH) && r.method() === 'GET') attempts.push(Date.now())
  })
  await armFault(SITE, { pathPrefix: PATH, fault: '429', retryAfter: '120' })

  await form.getByLabel('Email kantor atau sekolah').fill(email)
  await form.getByRole('button', { name: 'Kirim permintaan demo' }).click()
  await expect(form.locator('.form-status')).toContainText('disimpan di perangkat ini')
  // Counted from the browser's request events, which reach this process a moment after the page
  // acted on the answer (seconds on a busy machine): waited for, not read at once.
  await expect.poll(() => attempts.length).toBe(1)

  // The connection coming back tries at once what backs off, but not what the server asked to wait.
  await context.setOffline(true)
  await context.setOffline(false)
  await page.clock.runFor(100_000)
  expect(attempts).toHaveLength(1)

  await resetTenant(SITE)
  await page.clock.runFor(35_000)
  await expect.poll(() => taken(email)).toBe(1)
  await expect.poll(() => attempts.length).toBe(2)
  await expect(form.locator('.form-status')).toHaveText(SENT_AT)
})
