/**
 * The community pages (`/Testimoni`, `/Donasi`, `/Tes-DISC`, docs/decisions/0011-community-pages.md):
 * a failing table says why and retry recovers. Axe and the width at 360 px: tests/e2e/page-contract.spec.ts,
 * on a tenant that offers them. What their raw HTML holds,
 * where a menu offers them and where not, and `/Welcome` without them: HTTP checks in
 * tests/integration/served-showcase.test.ts. The forms themselves: showcase.spec.ts.
 */
import { expect, followMenuLink, armFault, leaseTenant, resetTenant, settle, siteUrl, test } from './fixtures'

/** A site whose menu offers the community tables, leased by the test that fails them. */
const FAULTED = 'belajarbersama'

test('a failing donations table says why on /Donasi, and retry recovers', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 500/, /\[api\] donationsList: /)
  await leaseTenant(FAULTED)
  await armFault(FAULTED, { pathPrefix: '/db/rest/v1/donations', fault: '500' })
  await page.goto(siteUrl(FAULTED, '/Donasi'))
  // The pre-rendered total is brought up to date once the visitor uses the page (a scroll).
  await page.mouse.wheel(0, 300)
  const alert = page.locator('#donasi [role="alert"]')
  await expect(alert).toContainText('Donasi belum dapat dimuat')
  // The baked total stays beside the message.
  await expect(page.locator('.donation-total')).toBeVisible()
  await resetTenant(FAULTED)
  await alert.getByRole('button', { name: 'Coba lagi' }).click()
  await expect(alert).toHaveCount(0)
})

test('the menu leads to the page (a client-side navigation with the page’s own head)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(siteUrl('demo', '/About'))
  await settle(page)
  await followMenuLink(page, 'Donasi')
  await expect(page).toHaveURL(siteUrl('demo', '/Donasi'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donasi')
  await expect(page).toHaveTitle(/^Donasi \| /)
  await expect(page.locator('.donation-total')).toContainText('Total donasi terkumpul')
})
