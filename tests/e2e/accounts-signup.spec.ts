/**
 * Signing up as a new learner (shell/account.ts `centralSignUpUrl`, features/register): on a phone,
 * "Daftar" in the header of a class page leads to the central sign-up (the coding school first shows
 * its coder registration, with the learner account offered above it), a fresh e-mail address creates
 * the account, and the learner is back on the class page, signed in. Sites of seven landing families.
 */
import type { Page } from '@playwright/test'
import { getTenant } from '../../sites/registry'
import { CENTRAL_SIGN_UP, expect, fillCentralSignUp, settle, siteUrl, test } from './fixtures'
import { axeViolations } from './axe'

/** Seven landing families: demo, foundation, sekolahkopi, default (pesilat), radio, ai, coding school. */
const TENANTS = ['demo', 'foundation', 'sekolahkopi', 'pesilat', 'bharabas', 'aipintar', 'smkcoding'] as const

/** A class page of the tenant: the first its class list links. */
async function openAClass(page: Page, tenant: string): Promise<string> {
  await page.goto(siteUrl(tenant, '/Class'))
  await settle(page)
  const link = page.locator('main a[href^="/Class/"]').first()
  const href = await link.getAttribute('href')
  expect(href, `${tenant} lists a class`).toBeTruthy()
  await page.goto(siteUrl(tenant, href!))
  await settle(page)
  return href!
}

for (const tenant of TENANTS) {
  test(`${tenant}: "Daftar" on a class page creates a learner account and comes back to it signed in (360 px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 360, height: 740 })
    const classPath = await openAClass(page, tenant)
    // Measured once the page's entry transition has finished (mid-fade, every text fails contrast).
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    expect(await axeViolations(page), `${tenant} ${classPath}`).toEqual([])
    const header = page.locator('header.site-header')
    await header.getByRole('link', { name: 'Daftar', exact: true }).click()

    if (getTenant(tenant)!.coderSignUp) {
      await expect(page.getByRole('heading', { name: 'Daftar sebagai coder' })).toBeVisible()
      await settle(page)
      await page.getByRole('button', { name: 'Buat akun pelajar' }).click()
    }
    const name = `Pelajar ${tenant}`
    await fillCentralSignUp(page, {
      name,
      email: `pelajar-${tenant}-${Date.now()}@contoh.id`,
      password: 'rahasia123',
    })

    await expect(page).toHaveURL(siteUrl(tenant, classPath))
    await expect(header.getByRole('button', { name: new RegExp(name) })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Daftar', exact: true })).toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
}

for (const tenant of TENANTS.filter((t) => !getTenant(t)!.coderSignUp)) {
  test(`${tenant}: /Register speaks for the site and offers the button when the central page does not open`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    // Held back (a 204 keeps the page), as the login's page is checked in accounts-more.spec.ts.
    await page.route('**/auth/akun/daftar**', (route) => route.fulfill({ status: 204 }))
    await page.goto(siteUrl(tenant, '/Register?redirect=%2FAbout'))
    await settle(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daftar')
    await expect(page.locator('main')).toContainText(`Buat akun ${getTenant(tenant)!.name}`)
    await expect(page.locator('main')).not.toContainText(/coder/i)
    await expect(page.getByRole('button', { name: 'Lanjut ke halaman pendaftaran' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Masuk', exact: true }).last()).toHaveAttribute(
      'href',
      '/Login?redirect=%2FAbout',
    )
    expect(await axeViolations(page), `${tenant} /Register`).toEqual([])
  })
}

test('a taken e-mail is refused with its message, and what was typed stays', async ({
  page,
  allowConsoleErrors,
}) => {
  // The central page answers the refusal with 409 (sandbox/routes/accounts.ts); Chromium logs that.
  allowConsoleErrors(/status of 409/)
  await page.goto(siteUrl('sekolahkopi', '/About'))
  await settle(page)
  await page.locator('header.site-header').getByRole('link', { name: 'Daftar', exact: true }).click()
  await fillCentralSignUp(page, { name: 'Rina Lagi', email: 'siswa@alkademi.id', password: 'rahasia123' })
  await expect(page.getByText('Email sudah terdaftar. Silakan masuk.')).toBeVisible()
  await expect(page).toHaveURL(CENTRAL_SIGN_UP)
  await expect(page.getByLabel('Nama lengkap')).toHaveValue('Rina Lagi')
  await expect(page.getByLabel('Email')).toHaveValue('siswa@alkademi.id')
  // The way to the login keeps the site's parameters: signing in from here comes back the same way.
  await page.getByRole('link', { name: 'Masuk' }).click()
  await expect(page).toHaveURL(/\/auth\/akun\/login\?redirect=/)
  await page.getByLabel('Email').fill('siswa@alkademi.id')
  await page.getByLabel('Kata sandi').fill('rahasia123')
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page).toHaveURL(siteUrl('sekolahkopi', '/About'))
})
