/**
 * Visual baselines: the first screen of each landing family's home at 360 and 1280 px, so an
 * unintended change of a landing or of the shell around it fails here. Small and deterministic:
 * only the first viewport, animations off, fonts loaded, the parts that change with time or data
 * masked (the counters count up; the radio bar appears after hydration), and gradients drawn in
 * their first colour (a gradient costs a PNG ten times its flat fill: 8.7 MB against about 2.5 MB
 * for the 54 images; colour, layout and text still count). The baselines live
 * beside this file; after an intended change, `npx playwright test tests/e2e/visual.spec.ts
 * --update-snapshots` renews them (look at the new images before committing them).
 */
import { landingFor } from '../../sites/resolve'
import { tenantKeys } from '../../sites/registry'
import { expect, siteUrl, test } from './fixtures'

const BUILT = process.env.TENANTS ? process.env.TENANTS.split(',').map((k) => k.trim()) : tenantKeys()

/** One tenant per landing family: the first built one (the sandbox seeds `none` without a layout). */
const families = new Map<string, string>()
for (const key of BUILT) {
  const family = landingFor(key === 'none' ? null : key).family
  if (!families.has(family)) families.set(family, key)
}

const WIDTHS = [
  { width: 360, height: 600 },
  { width: 1280, height: 640 },
] as const

/** Every gradient background in its first colour (see above). */
function flattenGradients() {
  for (const el of document.querySelectorAll<HTMLElement>('*')) {
    const image = getComputedStyle(el).backgroundImage
    if (!image.includes('gradient')) continue
    const first = /rgba?\([^)]*\)|#[0-9a-f]{3,8}/i.exec(image)
    el.style.backgroundImage = 'none'
    if (first) el.style.backgroundColor = first[0]
  }
}

test.use({ serviceWorkers: 'block' })

for (const [family, key] of families) {
  test(`${family} home (${key}) looks as it did at 360 and 1280 px`, async ({ page }) => {
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport)
      await page.goto(siteUrl(key))
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => document.fonts.ready)
      await page.evaluate(flattenGradients)
      await expect(page).toHaveScreenshot(`${family}-${viewport.width}.png`, {
        animations: 'disabled',
        caret: 'hide',
        mask: [page.locator('.counters'), page.locator('.radio')],
        maxDiffPixelRatio: 0.01,
      })
    }
  })
}
