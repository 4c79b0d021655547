/**
 * Visual baselines: the first screen of each landing family's home at 360 and 1280 px, so an
 * unintended change of a landing or of the shell around it fails here. Small and deterministic:
 * only the first viewport, animations off, fonts loaded, the parts that change with time or data
 * masked (the counters count up; the radio bar appears after hydration), and gradients drawn flat
 * (a gradient costs a PNG ten times its flat fill: 8.7 MB against about 2.5 MB for the 54 images;
 * colour, layout and text still count: `flattenGradients`). The baselines live
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

/**
 * Every gradient background as a flat colour (see above), keeping what is painted under it and
 * what is drawn with it readable:
 * - a gradient that covers the whole box in opaque colours is the box's ground: drawn in its first
 *   colour. A layer sized to a part of the box (a hero's accent band at the bottom) or see-through
 *   (a glow over the box's own colour) is left out, so it never floods the box and hides the text
 *   the box's own colour was chosen for;
 * - gradient text (`background-clip: text` over transparent text) becomes text in the gradient's
 *   first colour, since without its gradient it would be invisible.
 */
function flattenGradients() {
  /** The comma-separated layers of a computed background value (commas inside `(…)` kept). */
  const layers = (value: string) => {
    const out: string[] = []
    let depth = 0
    let start = 0
    for (let i = 0; i < value.length; i++) {
      const c = value[i]
      if (c === '(') depth++
      else if (c === ')') depth--
      else if (c === ',' && depth === 0) {
        out.push(value.slice(start, i).trim())
        start = i + 1
      }
    }
    out.push(value.slice(start).trim())
    return out
  }
  const colours = (gradient: string) => gradient.match(/rgba?\([^)]*\)|color\([^)]*\)|#[0-9a-f]{3,8}/gi) ?? []
  const opaque = (colour: string) =>
    colour.startsWith('#')
      ? colour.length === 4 || colour.length === 7 || /ff$/i.test(colour)
      : colour.startsWith('color(')
        ? !colour.includes('/')
        : (colour.match(/[\d.]+/g) ?? []).length === 3 || colour.endsWith(', 1)')
  const covers = (size: string) => ['auto', 'auto auto', '100% 100%', 'cover'].includes(size)
  for (const el of document.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(el)
    const images = layers(style.backgroundImage)
    const gradients = images.filter((image) => image.includes('gradient'))
    if (gradients.length === 0) continue
    const sizes = layers(style.backgroundSize)
    const ground = images.find(
      (image, i) =>
        image.includes('gradient') &&
        covers(sizes[i % sizes.length] ?? 'auto') &&
        colours(image).every(opaque),
    )
    const clipsText =
      style.backgroundClip === 'text' || style.getPropertyValue('-webkit-background-clip') === 'text'
    el.style.backgroundImage = 'none'
    if (clipsText) {
      const colour = colours(ground ?? gradients[0]!).find(opaque)
      el.style.backgroundClip = 'border-box'
      el.style.setProperty('-webkit-background-clip', 'border-box')
      if (colour) {
        el.style.color = colour
        el.style.setProperty('-webkit-text-fill-color', colour)
      }
      continue
    }
    const colour = ground && colours(ground)[0]
    if (colour) el.style.backgroundColor = colour
  }
}

test.use({ serviceWorkers: 'block' })

for (const [family, key] of families) {
  test(`${family} home (${key}) looks as it did at 360 and 1280 px`, async ({ page }) => {
    // The faces are `font-display: optional`: one that arrives late (a loaded machine) is skipped
    // for that visit, by design. A first visit puts them in the cache, so the pictures compare the
    // brand's fonts, as a returning visitor sees them.
    await page.goto(siteUrl(key))
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => document.fonts.ready)
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
