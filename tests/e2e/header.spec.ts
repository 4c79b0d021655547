/**
 * The header holds on every tenant at 320–1440 px: brand (never cut: its name, or its short name on
 * a phone), ☰ button, "Masuk" and "Daftar" (and the menu links and "Lainnya" when they stand in the
 * header) each on one line, on one row, inside the viewport;
 * "Masuk" and "Daftar" wherever the site offers accounts, neither where it does not. The menu is
 * the tenant's own, in the header or in the ☰ button, and the footer repeats it.
 */
import { getTenant, tenantKeys } from '../../sites/registry'
import { HEADER_WIDTHS, checkHeader } from '../../testkit/headerCheck'
import { expect, siteUrl, test } from './fixtures'

const BUILT = process.env.TENANTS ? process.env.TENANTS.split(',').map((k) => k.trim()) : tenantKeys()

test.use({ serviceWorkers: 'block' })

for (const key of BUILT) {
  test(`${key}: the header holds at ${HEADER_WIDTHS.join(', ')} px and shows the site's own menu`, async ({
    page,
  }) => {
    const tenant = getTenant(key)!
    await page.setViewportSize({ width: HEADER_WIDTHS[0], height: 800 })
    await page.goto(siteUrl(key))
    await page.locator('.site-header').waitFor()
    for (const width of HEADER_WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      const boxes = await checkHeader(page)
      expect(boxes.problems, `${key} at ${width} px`).toEqual([])
      expect({ masuk: boxes.masuk, daftar: boxes.daftar }, `${key} at ${width} px`).toEqual({
        masuk: tenant.signUp,
        daftar: tenant.signUp,
      })
    }
    // The menu is the site's own, whether it stands in the header or opens from the button.
    const labels = tenant.nav.map((item) => item.label)
    await expect(page.locator('#site-nav a')).toHaveText(labels)
    await expect(page.getByRole('navigation', { name: 'Halaman situs' }).locator('a')).toHaveText(
      labels.length > 0 ? labels : [],
    )
  })
}
