/**
 * The header reads well on every tenant (shell/headerFit.ts): at 320 and 360 px the brand shows
 * whole, its name or the registry's short name, never cut with an ellipsis; at 1024 and 1440 px the
 * menu stands in the header (at least its first item, not only ☰), and whatever does not fit opens
 * from "Lainnya", a menu button that Escape and a press outside close. bharabas's radio bar stays
 * within two lines at 360 px. Read-only visits.
 */
import { getTenant, tenantKeys } from '../../sites/registry'
import { HYDRATED_ATTRIBUTE } from '../../shell/hydrated'
import { MORE_LABEL } from '../../shell/MoreMenu'
import { expect, siteUrl, test } from './fixtures'

const BUILT = process.env.TENANTS ? process.env.TENANTS.split(',').map((k) => k.trim()) : tenantKeys()

test.use({ serviceWorkers: 'block' })

/** What the brand shows: the name's own text, or the short name the link draws in its place. */
async function shownBrand(page: import('@playwright/test').Page) {
  return page.locator('.site-header__brand').evaluate((link) => {
    const span = link.querySelector('span')!
    if (span.getClientRects().length > 0)
      return { text: span.textContent!.trim(), cut: span.scrollWidth > span.clientWidth }
    const drawn = getComputedStyle(link, '::after').content
    return {
      text: drawn === 'none' ? '' : drawn.replace(/^"|"$/g, ''),
      cut: link.scrollWidth > link.clientWidth,
    }
  })
}

for (const key of BUILT) {
  const tenant = getTenant(key)!
  const labels = tenant.nav.map((item) => item.label)

  test(`${key}: the brand reads whole at 320 and 360 px; at 1024 and 1440 px the menu stands in the header`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    await page.goto(siteUrl(key))
    await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '')
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 700 })
      const brand = await shownBrand(page)
      expect(brand.cut, `${key} at ${width} px: "${brand.text}" cut`).toBe(false)
      expect([tenant.name, tenant.shortName], `${key} at ${width} px`).toContain(brand.text)
    }
    if (labels.length === 0) return

    const nav = page.getByRole('navigation', { name: 'Navigasi utama' })
    const more = nav.getByRole('button', { name: MORE_LABEL, exact: true })
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      await expect(page.locator('.site-header__toggle'), `${key} at ${width} px: ☰ only`).toBeHidden()
      await expect(nav.getByRole('link', { name: labels[0], exact: true })).toBeVisible()
      const inline = await nav
        .locator('.site-nav__item a')
        .evaluateAll((links) =>
          links.filter((a) => a.getClientRects().length > 0).map((a) => a.textContent!.trim()),
        )
      expect(inline, `${key} at ${width} px`).toEqual(labels.slice(0, inline.length))
      if (inline.length === labels.length) {
        await expect(more).toBeHidden()
        continue
      }
      // The rest open from "Lainnya", in the menu's order; Escape closes it and returns to the button.
      const list = nav.locator('.site-nav__more-list')
      await more.click()
      await expect(more).toHaveAttribute('aria-expanded', 'true')
      await expect(list.getByRole('link')).toHaveText(labels.slice(inline.length))
      await page.keyboard.press('Escape')
      await expect(list).toHaveCount(0)
      await expect(more).toBeFocused()
      // From the keyboard too, and a press outside closes it.
      await page.keyboard.press('Enter')
      await expect(list.getByRole('link')).toHaveText(labels.slice(inline.length))
      await page.locator('main').click({ position: { x: 2, y: 2 } })
      await expect(list).toHaveCount(0)
      await expect(more).toHaveAttribute('aria-expanded', 'false')
    }
  })
}

test('bharabas: the radio bar stays within two lines at 360 px', async ({ page }) => {
  test.skip(!BUILT.includes('bharabas'), 'bharabas not built')
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(siteUrl('bharabas'))
  const radio = page.locator('.radio')
  await expect(radio).toBeVisible()
  // Two lines (the name at 16 px, the status at 13 px, line height 1.3) are about 38 px; a third
  // makes 55 or more.
  const text = (await radio.locator('.radio__text').boundingBox())!
  expect(text.height).toBeLessThan(48)
  expect((await radio.boundingBox())!.height).toBeLessThanOrEqual(64)
})
