import type { BrowserContext, Page } from '@playwright/test'
import { CLASSES } from '../../sandbox/seed/classes'
import { expect, SANDBOX, sandboxFetch, settle, siteUrl, test } from './fixtures'

const PASSWORD = 'rahasia123'

async function loginTo(page: Page, tenant: string, email: string, path = '/Welcome') {
  await page.goto(siteUrl(tenant, `/Login?redirect=${encodeURIComponent(path)}`))
  await expect(page).toHaveURL(/\/auth\/akun\/login\?/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Kata sandi').fill(PASSWORD)
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page).toHaveURL(siteUrl(tenant, path))
}

async function clientToken(context: BrowserContext): Promise<string> {
  const token = (await context.cookies()).find((c) => c.name === 'client-token')?.value
  if (!token) throw new Error('not signed in')
  return token
}

/** A call to the sandbox as the signed-in user of `context`. */
async function api(context: BrowserContext, method: string, path: string, body?: unknown) {
  const res = await sandboxFetch('demo', `/services/${path}`, {
    method,
    body,
    headers: {
      Authorization: `Bearer ${await clientToken(context)}`,
      // As the site's page sends it: the gateway returns only to the origin that created the invoice.
      Origin: new URL(siteUrl('demo')).origin,
    },
  })
  return {
    status: res.status,
    json: (await res.json()) as { data: Record<string, unknown>; message: string },
  }
}

const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`.replace(/\u00a0/g, ' ')
const amountOf = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).locator('data').getAttribute('value')) ?? 'NaN')

test('payout: a mentor requests, an admin approves (double click), the balance drops once', async ({
  page,
  browser,
}) => {
  await loginTo(page, 'demo', 'mentor@alkademi.id')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Selamat datang, Bayu Pratama')
  await expect(page.getByTestId('balance').locator('data')).toBeVisible()
  const balanceBefore = await amountOf(page, 'balance')
  const available = await amountOf(page, 'available')
  expect(balanceBefore).toBeGreaterThan(100_000)

  const form = page.locator('form.payout-form')
  // Above what is available: refused inline, nothing sent.
  await form.getByLabel('Jumlah (Rp)').fill(String(available + 1))
  await form.getByLabel('Bank').selectOption('BCA')
  const account = String(Date.now()).slice(-10)
  await form.getByLabel('Nomor rekening').fill(account)
  await form.getByLabel('Nama pemilik rekening').fill('Bayu Pratama')
  await form.getByRole('button', { name: 'Ajukan pencairan' }).click()
  await expect(form.getByText('Jumlah melebihi saldo yang dapat dicairkan')).toBeVisible()

  await form.getByLabel('Jumlah (Rp)').fill('100000')
  await form.getByRole('button', { name: 'Ajukan pencairan' }).click()
  await expect(form.getByText('Permintaan pencairan terkirim')).toBeVisible()
  await expect(page.locator('.payout', { hasText: account })).toContainText('Menunggu persetujuan')

  // The admin, in another browser.
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await loginTo(admin, 'demo', 'admin@alkademi.id')
  await admin.getByRole('searchbox', { name: 'Cari pencairan' }).fill(account)
  await expect(admin).toHaveURL(new RegExp(`q=${account}`))
  const row = admin.locator('.payout', { hasText: account })
  await expect(row).toHaveCount(1)
  await row.getByRole('button', { name: 'Setujui' }).click()
  await expect(row.getByText('Setujui pencairan Rp 100.000 untuk Bayu Pratama?')).toBeVisible()
  await row.getByRole('button', { name: 'Ya, setujui' }).dblclick()
  await expect(row).toContainText('Disetujui')
  await expect(row.getByRole('button', { name: 'Setujui' })).toHaveCount(0)
  const payoutId = Number(await row.getAttribute('data-payout-id'))
  // A second decision is refused by the server.
  const again = await api(adminContext, 'POST', `v1/payout/${payoutId}/approve`, {})
  expect(again.status).toBe(409)
  await adminContext.close()

  await page.reload()
  await expect(page.getByTestId('balance').locator('data')).toHaveAttribute(
    'value',
    String(balanceBefore - 100_000),
  )
  await expect(page.locator('.payout', { hasText: account })).toContainText('Disetujui')
})

test('payout: an admin rejects only with a reason', async ({ page, browser }) => {
  const mentorContext = await browser.newContext()
  const mentor = await mentorContext.newPage()
  await loginTo(mentor, 'demo', 'mentor@alkademi.id')
  const account = `9${String(Date.now()).slice(-9)}`
  const created = await api(mentorContext, 'POST', 'v1/payout/create', {
    amount: 60_000,
    bankCode: 'BNI',
    accountNumber: account,
    accountName: 'Bayu Pratama',
  })
  expect(created.status).toBe(201)
  await mentorContext.close()

  await loginTo(page, 'smkcoding', 'admin@alkademi.id', `/Welcome?q=${account}`)
  const row = page.locator('.payout', { hasText: account })
  await row.getByRole('button', { name: 'Tolak' }).click()
  await row.getByRole('button', { name: 'Ya, tolak' }).click()
  await expect(row.getByText('Alasan penolakan wajib diisi.')).toBeVisible()
  await row.getByLabel('Alasan penolakan').fill('Nama rekening tidak cocok')
  await row.getByRole('button', { name: 'Ya, tolak' }).click()
  await expect(row).toContainText('Alasan ditolak: Nama rekening tidak cocok')
})

test('payout: an admin marks an approved payout paid beside approve/reject, once', async ({
  page,
  browser,
}) => {
  const mentorContext = await browser.newContext()
  const mentor = await mentorContext.newPage()
  await loginTo(mentor, 'demo', 'mentor@alkademi.id')
  const account = `8${String(Date.now()).slice(-9)}`
  const created = await api(mentorContext, 'POST', 'v1/payout/create', {
    amount: 50_000,
    bankCode: 'BCA',
    accountNumber: account,
    accountName: 'Bayu Pratama',
  })
  expect(created.status).toBe(201)
  await mentorContext.close()

  await loginTo(page, 'demo', 'admin@alkademi.id', `/Welcome?q=${account}`)
  const row = page.locator('.payout', { hasText: account })
  // Pending: approve or reject, nothing to mark paid yet.
  await expect(row.getByRole('button', { name: 'Tandai sudah dibayar' })).toHaveCount(0)
  await row.getByRole('button', { name: 'Setujui' }).click()
  await row.getByRole('button', { name: 'Ya, setujui' }).click()
  await expect(row).toContainText('Disetujui')
  // Approved: the next step is the transfer, confirmed like the others.
  await expect(row.getByRole('button', { name: 'Tolak' })).toHaveCount(0)
  await row.getByRole('button', { name: 'Tandai sudah dibayar' }).click()
  const confirm = row.getByRole('group', { name: 'Konfirmasi pembayaran' })
  await expect(confirm).toContainText('Dana pencairan Rp 50.000 untuk Bayu Pratama sudah ditransfer?')
  await confirm.getByRole('button', { name: 'Batal' }).click()
  await expect(confirm).toHaveCount(0)
  await row.getByRole('button', { name: 'Tandai sudah dibayar' }).click()
  await row.getByRole('button', { name: 'Ya, sudah dibayar' }).dblclick()
  await expect(row.locator('.badge')).toHaveText('Sudah ditransfer')
  await expect(row.getByRole('button')).toHaveCount(0)
  const payoutId = Number(await row.getAttribute('data-payout-id'))
  const again = await api(page.context(), 'POST', `v1/payout/${payoutId}/mark-paid`, {})
  expect(again.status).toBe(409)
})

test('a student sees no payout actions, and the API answers a student’s approve with 403', async ({
  page,
  context,
}) => {
  await loginTo(page, 'demo', 'siswa@alkademi.id')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Selamat datang, Rina Wulandari')
  await expect(page.getByText('Siswa', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Setujui' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Tandai sudah dibayar' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Semua pencairan' })).toHaveCount(0)
  const list = await api(context, 'GET', 'v1/payout/list?pageSize=1')
  const anyId = (list.json.data as unknown as { id: number }[])[0]?.id ?? 1
  const approve = await api(context, 'POST', `v1/payout/${anyId}/approve`, {})
  expect(approve.status).toBe(403)
})

test('payout list: status filter and pages in the URL, 10 a page', async ({ page }) => {
  await loginTo(page, 'demo', 'admin@alkademi.id')
  await expect(page.locator('.payout')).toHaveCount(10)
  await page.getByLabel('Status').selectOption('paid')
  await expect(page).toHaveURL(/status=paid/)
  await expect(page.locator('.payout').first()).toContainText('Sudah ditransfer')
  for (const badge of await page.locator('.payout .badge').allTextContents())
    expect(badge).toBe('Sudah ditransfer')
  await page.goto(siteUrl('demo', '/Welcome?page=2'))
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2')
  await expect(page.locator('.payout').first()).toBeVisible()
  await page.goto(siteUrl('demo', '/Welcome?q=tidak-ada-yang-cocok'))
  await expect(page.getByText('Tidak ada hasil untuk pencarian')).toBeVisible()
})

const paidClass = CLASSES.find((c) => c.price > 0)!

test('class payment: paid at the gateway → Success; cancelled → Error → repay → Success', async ({
  page,
  context,
}) => {
  // The sandbox's gateway page is served without app token, its favicon is not: no 401 noise.
  await page.route(`${SANDBOX}/favicon.ico`, (route) => route.fulfill({ status: 204 }))
  await loginTo(page, 'demo', 'siswa@alkademi.id')
  const origin = new URL(siteUrl('demo')).origin

  const first = await api(context, 'POST', 'v1/payment/class/invoice', {
    classId: paidClass.id,
    paymentMethod: 'qris',
  })
  expect(first.status).toBe(201)
  const gateway = (url: unknown) => `${String(url)}?return=${encodeURIComponent(`${origin}/CallbackPayment`)}`
  await page.goto(gateway(first.json.data.paymentUrl))
  await page.getByRole('button', { name: 'Bayar sekarang' }).click()
  await expect(page).toHaveURL(/\/Payment-Status\/Success\?invoice=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pembayaran berhasil')
  await expect(page.locator('.invoice')).toContainText(rupiah(paidClass.price))
  await expect(page.locator('.invoice')).toContainText('Lunas')
  await page.screenshot({ path: '/tmp/accounts-payment-success.png', fullPage: true })

  const second = await api(context, 'POST', 'v1/payment/class/invoice', {
    classId: paidClass.id,
    paymentMethod: 'bank_transfer',
  })
  await page.goto(gateway(second.json.data.paymentUrl))
  await page.getByRole('button', { name: 'Batalkan pembayaran' }).click()
  await expect(page).toHaveURL(/\/Payment-Status\/Error\?invoice=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pembayaran belum berhasil')
  await expect(page.locator('.invoice')).toContainText('Gagal')
  await page.screenshot({ path: '/tmp/accounts-payment-error.png', fullPage: true })
  await page.getByRole('button', { name: 'Bayar ulang' }).click()
  await page.getByRole('button', { name: 'Bayar sekarang' }).click()
  await expect(page).toHaveURL(/\/Payment-Status\/Success\?invoice=/)
  await expect(page.locator('.invoice')).toContainText(String(second.json.data.invoiceId))
  const detail = await api(context, 'GET', `v1/payment/detail/${String(second.json.data.invoiceId)}`)
  expect(detail.json.data.status).toBe('paid')
  expect(detail.json.data.attempts).toBe(2)
})

test('payout request made offline is queued, then delivered once when back online', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to fetch|ERR_INTERNET_DISCONNECTED|Failed to load resource|\[api\]/)
  await loginTo(page, 'demo', 'mentor@alkademi.id')
  await settle(page)
  const account = `7${String(Date.now()).slice(-9)}`
  const form = page.locator('form.payout-form')
  await expect(page.getByTestId('available').locator('data')).toBeVisible()
  await form.getByLabel('Bank').selectOption('BRI')
  await context.setOffline(true)
  await form.getByLabel('Jumlah (Rp)').fill('50000')
  await form.getByLabel('Nomor rekening').fill(account)
  await form.getByLabel('Nama pemilik rekening').fill('Bayu Pratama')
  await form.getByRole('button', { name: 'Ajukan pencairan' }).click()
  await expect(form.getByText('akan dikirim otomatis saat koneksi kembali')).toBeVisible()
  await expect(page.getByText('1 kiriman menunggu koneksi')).toBeVisible()

  await context.setOffline(false)
  // The outbox's notice and the form's own message both say it, with when (in Indonesian).
  const sent = /Permintaan pencairan Rp 50\.000 yang tersimpan di perangkat ini sudah terkirim pada .+ WIB\./
  await expect(page.locator('[data-outbox-delivered]').getByText(sent)).toBeVisible()
  await expect(form.getByText(sent)).toBeVisible()
  await page.reload()
  await settle(page)
  const mine = await api(context, 'GET', `v1/payout/list?search=${account}`)
  expect((mine.json.data as unknown as unknown[]).length).toBe(1)
  await expect(page.getByText('kiriman menunggu koneksi')).toHaveCount(0)
})

test('account pages at 360 px: no horizontal scroll', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await loginTo(page, 'smkcoding', 'mentor@alkademi.id')
  await expect(page.getByTestId('balance').locator('data')).toBeVisible()
  await expect(page.locator('.payout').first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.screenshot({ path: '/tmp/accounts-welcome-360.png', fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: '/tmp/accounts-welcome-1280.png', fullPage: true })
})

test('not signed in: the account page offers the login that returns to it', async ({ page }) => {
  await page.goto(siteUrl('demo', '/Welcome'))
  await expect(page.getByRole('main').getByRole('link', { name: 'Masuk' })).toHaveAttribute(
    'href',
    '/Login?redirect=%2FWelcome',
  )
})
