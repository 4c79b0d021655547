import type { Page } from '@playwright/test'
import { expect, settle, siteUrl, test } from './fixtures'

const TENANTS = ['demo', 'smkcoding'] as const

/** Fills the sandbox's central login page and submits it. */
async function centralLogin(page: Page, email = 'mentor@alkademi.id') {
  await expect(page).toHaveURL(/\/auth\/akun\/login\?/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Kata sandi').fill('rahasia123')
  await page.getByRole('button', { name: 'Masuk' }).click()
}

for (const tenant of TENANTS) {
  test(`${tenant}: login round trip returns to the saved page, with the name in the header; sign-out clears it`, async ({
    page,
    context,
  }) => {
    await page.goto(siteUrl(tenant, '/About'))
    await settle(page)
    const header = page.locator('header.site-header')
    await header.getByRole('link', { name: 'Masuk' }).click()

    await expect(page).toHaveURL(/\/auth\/akun\/login\?/)
    const login = new URL(page.url())
    expect(login.pathname).toContain('akun')
    expect(login.searchParams.get('redirect')).toBe(`${new URL(siteUrl(tenant)).origin}/CallbackAuth`)
    expect(login.searchParams.get('tenant')).toBe(tenant)
    expect(login.searchParams.get('code')).toBeTruthy()
    expect(login.searchParams.get('token')?.length).toBeGreaterThan(20)
    await centralLogin(page)

    await expect(page).toHaveURL(siteUrl(tenant, '/About'))
    const toggle = header.getByRole('button', { name: /Bayu Pratama/ })
    await expect(toggle).toBeVisible()
    await expect(toggle).toContainText('BP')

    const cookie = (await context.cookies()).find((c) => c.name === 'client-token')
    expect(cookie?.value).toBeTruthy()
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000
    expect(lifetime).toBeGreaterThan(2_592_000 - 120)
    expect(lifetime).toBeLessThan(2_592_000 + 120)

    // The login survives a reload, and the menu leads to the account page.
    await page.reload()
    await toggle.click()
    await expect(header.getByRole('link', { name: 'Akun Saya' })).toHaveAttribute('href', '/Welcome')
    await header.getByRole('button', { name: 'Keluar' }).click()
    await expect(page).toHaveURL(siteUrl(tenant, '/'))
    await expect(header.getByRole('link', { name: 'Masuk' })).toBeVisible()
    expect((await context.cookies()).find((c) => c.name === 'client-token')).toBeUndefined()
  })
}

for (const target of ['//evil.example/steal', 'https://evil.example/', '/\\evil.example']) {
  test(`an external return target ${JSON.stringify(target)} is refused after the login`, async ({ page }) => {
    await page.goto(siteUrl('demo', `/Login?redirect=${encodeURIComponent(target)}`))
    await centralLogin(page, 'siswa@alkademi.id')
    await expect(page).toHaveURL(siteUrl('demo', '/CallbackAuth'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Opps.. Maaf terjadi kesalahan pada website',
    )
    await expect(page.getByText('Internal redirect error')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Kembali ke halaman utama' })).toBeVisible()
    expect(new URL(page.url()).hostname).toBe('demo.localhost')
  })
}

test('signed in on a first visit, a page opened at once keeps the sign-in', async ({ page, context }) => {
  // A first visit straight to the login: no version is stored yet. Every version check is slowed,
  // so the callback page's has not finished when the next page opens: unless the callback waits for
  // it, the next page finds the token but no version, and its own check clears the token as an
  // older version's.
  await page.route('**/v1/app/version*', async (route) => {
    await new Promise((r) => setTimeout(r, 1500))
    await route.continue()
  })
  await page.goto(siteUrl('demo', '/Login?redirect=%2FAbout'))
  await centralLogin(page, 'siswa@alkademi.id')
  await expect(page).toHaveURL(siteUrl('demo', '/About'))
  await page.goto(siteUrl('demo', '/Gallery'))
  await settle(page)
  // This page's check has run: a version is stored, and the sign-in is still there.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('app-version'))).toBeTruthy()
  await expect(page.locator('header.site-header').getByRole('link', { name: 'Masuk' })).toHaveCount(0)
  expect((await context.cookies()).find((c) => c.name === 'client-token')?.value).toBeTruthy()
})

test('a callback without a token says so and offers the login again', async ({ page }) => {
  await page.goto(siteUrl('demo', '/CallbackAuth'))
  await expect(page.getByText('Tautan masuk tidak lengkap')).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/Login')
})

test('signed-in header at 360 px: no horizontal scroll, menu usable', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(siteUrl('smkcoding', '/Login?redirect=/About'))
  await centralLogin(page, 'admin@alkademi.id')
  await expect(page).toHaveURL(siteUrl('smkcoding', '/About'))
  const toggle = page.getByRole('button', { name: /Dewi Lestari/ })
  await toggle.click()
  await expect(page.getByRole('link', { name: 'Akun Saya' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.screenshot({ path: '/tmp/accounts-menu-360.png' })
})
