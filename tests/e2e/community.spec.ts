/**
 * The community pages (`/Testimoni`, `/Donasi`, `/Tes-DISC`, docs/decisions/0011-community-pages.md):
 * a failing table says why and retry recovers, and axe finds nothing. What their raw HTML holds,
 * where a menu offers them and where not, and `/Welcome` without them: HTTP checks in
 * tests/integration/served-showcase.test.ts. The forms themselves: showcase.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { getTenant } from '../../sites/registry'
import { expect, followMenuLink, armFault, leaseTenant, resetTenant, settle, siteUrl, test } from './fixtures'

/** A site whose menu offers the community tables, leased by the test that fails them. */
const FAULTED = 'belajarbersama'

const PAGES = ['/Testimoni', '/Donasi', '/Tes-DISC'] as const
/** Two sites that offer them (their menus list them), each with its own rows in the sandbox. */
const OFFERING = ['demo', 'foundation'] as const

const offers = (tenant: string, path: string) => getTenant(tenant)!.nav.some((item) => item.path === path)

async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze()
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

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

for (const tenant of OFFERING) {
  test(`${tenant}: axe finds nothing and nothing scrolls sideways at 360 px`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 360, height: 740 })
    for (const path of PAGES.filter((p) => offers(tenant, p))) {
      await page.goto(siteUrl(tenant, path))
      await settle(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360)
      expect(await axeViolations(page), `${tenant} ${path}`).toEqual([])
    }
  })
}

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
