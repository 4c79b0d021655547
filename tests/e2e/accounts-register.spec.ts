import { MESSAGES } from '../../api/client'
import { SAMPLE_NOTE } from '../../content/sample'
import { expect, rawGet, armFault, leaseTenant, resetTenant, siteUrl, test } from './fixtures'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

// One test fails the provinces call of the coding school's register page, which every test here opens.
test.beforeEach(() => leaseTenant('smkcoding'))

test('coder sign-up: checks the file before upload, shows progress, keeps input on a mismatch, signs in', async ({
  page,
}) => {
  await page.goto(siteUrl('smkcoding', '/Register'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daftar')
  const email = `coder-${Date.now()}@contoh.id`
  await page.getByLabel('Nama lengkap').fill('Sari Coder')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Kata sandi/).fill('rahasia123')
  await page.getByLabel('Ulangi kata sandi').fill('rahasia124')
  await expect(page.locator('.field__error', { hasText: 'Kata sandi tidak sama.' })).toBeVisible()

  const file = page.getByLabel('CV atau portofolio (opsional)')
  await file.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('halo') })
  await expect(page.getByText('Jenis berkas tidak didukung. Unggah PDF, PNG atau JPG.')).toBeVisible()
  await file.setInputFiles({
    name: 'besar.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
  })
  await expect(page.getByText('Ukuran berkas melebihi 5 MB.')).toBeVisible()
  await file.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByText('Terunggah: foto.png')).toBeVisible()

  await page.getByRole('button', { name: 'Daftar sebagai coder' }).click()
  await expect(page.locator('.alert--danger', { hasText: 'Kata sandi tidak sama.' })).toBeVisible()
  await expect(page.getByLabel('Nama lengkap')).toHaveValue('Sari Coder')
  await page.getByLabel('Ulangi kata sandi').fill('rahasia123')
  await page.getByRole('button', { name: 'Daftar sebagai coder' }).click()
  await expect(page.getByText('Pendaftaran berhasil. Selamat bergabung, Sari Coder!')).toBeVisible()
  await expect(page.locator('header').getByRole('button', { name: /Sari Coder/ })).toBeVisible()
})

test('coder sign-up with a taken email says why and keeps the input', async ({
  page,
  allowConsoleErrors,
}) => {
  // The api client logs every failed call (SPEC §8); this one fails on purpose.
  allowConsoleErrors(/status of 409/, /\[api\] signupCoder: Email sudah terdaftar/)
  await page.goto(siteUrl('smkcoding', '/Register'))
  await page.getByLabel('Nama lengkap').fill('Rina Lagi')
  await page.getByLabel('Email').fill('siswa@alkademi.id')
  await page.getByLabel(/^Kata sandi/).fill('rahasia123')
  await page.getByLabel('Ulangi kata sandi').fill('rahasia123')
  await page.getByRole('button', { name: 'Daftar sebagai coder' }).click()
  await expect(page.getByText('Email sudah terdaftar')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('siswa@alkademi.id')
})

test('team registration with province, city and school pickers creates the leader account', async ({
  page,
}) => {
  await page.goto(siteUrl('smkcoding', '/Register?jenis=tim'))
  await expect(page.getByRole('heading', { name: 'Daftarkan tim' })).toBeVisible()
  await page.getByLabel('Nama tim').fill('Tim Kancil')
  await page.getByLabel('Provinsi').selectOption({ label: 'Jawa Barat' })
  await page.getByLabel('Kota/Kabupaten').selectOption({ label: 'Bandung' })
  await page.getByLabel('Cari sekolah').fill('Bandung')
  const school = page.getByLabel('Sekolah', { exact: true })
  await expect(school.locator('option').nth(1)).toHaveText(/Bandung \(NPSN \d{8}\)/)
  await school.selectOption({ index: 1 })
  await page.getByLabel('Nama anggota 1').fill('Andi')
  await page.getByLabel('Email anggota 1').fill('andi@contoh.id')
  await page.getByLabel('Nama anggota 2').fill('Budi')
  await page.getByLabel('Nama ketua').fill('Citra Ketua')
  await page.getByLabel('Email ketua').fill(`ketua-${Date.now()}@contoh.id`)
  await page.getByLabel('Kata sandi ketua').fill('rahasia123')
  await page.getByRole('button', { name: 'Daftarkan tim' }).click()
  await expect(page.getByText('Anggota 2: isi nama dan email.')).toBeVisible()
  await expect(page.getByLabel('Nama tim')).toHaveValue('Tim Kancil')
  await page.getByLabel('Email anggota 2').fill('budi@contoh.id')
  await page.getByRole('button', { name: 'Daftarkan tim' }).click()
  await expect(page.getByText(/Tim Kancil dan akun ketua Citra Ketua terdaftar/)).toBeVisible()
})

test('a failing province list says why, and retry works', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500|\[api\]/)
  await armFault('smkcoding', { pathPrefix: '/services/v1/authorizer/provinces', fault: '500' })
  await page.goto(siteUrl('smkcoding', '/Register?jenis=tim'))
  await expect(page.getByText(`Provinsi belum dapat dimuat: ${MESSAGES.server(500)}`)).toBeVisible({
    timeout: 20_000,
  })
  await resetTenant('smkcoding')
  await page.getByRole('button', { name: 'Coba lagi' }).click()
  await expect(page.getByLabel('Provinsi').locator('option', { hasText: 'Jawa Barat' })).toHaveCount(1)
})

test('Liga-Smk: raw HTML holds the league and its first 10 schools; pages and search in the URL', async ({
  page,
  request,
}) => {
  const raw = await (await rawGet(request, 'smkcoding', '/Liga-Smk')).text()
  expect(raw).toContain('Liga SMK Coding')
  expect(raw.match(/<li><strong>/g)?.length).toBe(10)
  // The league is sample data: the sample label, no Event structured data (components/JsonLd.tsx).
  expect(raw).not.toContain('"@type":"Event"')
  expect(raw).toContain(SAMPLE_NOTE)

  await page.goto(siteUrl('smkcoding', '/Liga-Smk'))
  await expect(page.locator('.league-schools li')).toHaveCount(10)
  const firstOnPage1 = await page.locator('.league-schools li strong').first().textContent()
  await page
    .locator('.pagination')
    .getByRole('link', { name: /Berikutnya/ })
    .click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.locator('.league-schools li strong').first()).not.toHaveText(firstOnPage1 ?? '')
  await page.getByLabel('Cari sekolah').fill('tidak-ada-sekolah-ini')
  await expect(page).toHaveURL(/q=tidak-ada-sekolah-ini/)
  await expect(page.getByText('Tidak ada hasil untuk pencarian')).toBeVisible()

  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(siteUrl('smkcoding', '/Liga-Smk'))
  await expect(page.locator('.league-schools li').first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.screenshot({ path: '/tmp/accounts-liga-360.png', fullPage: true })
})

test('Liga-Smk/Register: the school, then its team', async ({ page }) => {
  await page.goto(siteUrl('demo', '/Liga-Smk/Register'))
  // The check on leaving a field is React's: typed before hydration, the text is kept but the blur
  // has nobody to answer it (the submit would still check).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const npsn = String(30_000_000 + (Date.now() % 9_999_999))
  await page.getByLabel('NPSN').fill('123')
  await page.getByLabel('Nama sekolah').click()
  await expect(page.getByText('NPSN harus 8 digit angka.')).toBeVisible()
  await page.getByLabel('NPSN').fill(npsn)
  await page.getByLabel('Nama sekolah').fill('SMK Uji Coba')
  await page.getByLabel('Provinsi').selectOption({ label: 'Bali' })
  await page.getByLabel('Kota/Kabupaten').selectOption({ label: 'Denpasar' })
  await page.getByLabel('Alamat').fill('Jl. Contoh No. 1')
  await page.getByLabel('Email sekolah').fill('smk@contoh.id')
  await page.getByLabel('Telepon sekolah').fill('0361 123456')
  await page.getByRole('button', { name: 'Daftarkan sekolah' }).click()
  await expect(page.getByText('SMK Uji Coba terdaftar.')).toBeVisible()
  await expect(page.getByText(`Sekolah: SMK Uji Coba (NPSN ${npsn})`)).toBeVisible()
  await page.screenshot({ path: '/tmp/accounts-liga-register.png', fullPage: true })
})
