/**
 * Brand: the fonts a site's settings name, self-hosted and preloaded per site with no
 * layout shift; dark and light logos on the right backgrounds; the footer with contact from
 * configuration, the tenant's pages and social links. The share images are HTTP answers:
 * tests/integration/served-showcase.test.ts.
 */
import { SANDBOX, expect, rawGet, patchSettings, settle, siteUrl, test } from './fixtures'

const BUILT = process.env.TENANTS ? process.env.TENANTS.split(',').map((k) => k.trim()) : ['demo', 'bharabas']
const has = (key: string) => BUILT.includes(key)
/** This file's own site for the logo settings it lays over the CMS's. */
const LOGO_SITE = 'sekolahbeta'

test.use({ serviceWorkers: 'block' })
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)"[^>]*>/g)]
    .map((m) => m[1]!.replace(/^.*\/([a-z-]+-\d+-normal(?:-core)?)\..*$/, '$1'))
    .sort()

test.describe('fonts', () => {
  // The sandbox seeds bharabas with `ft_primary: 'Poppins'`; demo keeps SPEC §9's Raleway and Inter.
  for (const [key, heading, wanted] of [
    ['bharabas', 'Poppins', ['inter-latin-400-normal-core', 'poppins-latin-800-normal-core']],
    ['demo', 'Raleway', ['inter-latin-400-normal-core', 'raleway-latin-800-normal-core']],
  ] as const) {
    test(`${key}: headings in ${heading}, the core of its two first-screen faces preloaded (≤ 32 KB), no layout shift`, async ({
      page,
      request,
    }) => {
      test.skip(!has(key), `${key} not built`)
      const html = await (await rawGet(request, key, '/')).text()
      expect(preloads(html)).toEqual([...wanted])
      let preloadedBytes = 0
      for (const href of html.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g))
        preloadedBytes += (await (await rawGet(request, key, href[1]!)).body()).length
      expect(preloadedBytes).toBeLessThanOrEqual(32 * 1024)

      await page.setViewportSize({ width: 360, height: 740 })
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number }
        w.__cls = 0
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[])
            if (!e.hadRecentInput) w.__cls += e.value
        }).observe({ type: 'layout-shift', buffered: true })
      })
      // Every font file the page downloads, and whether it came before the load event.
      const fontFiles: { url: string; bytes: number; beforeLoad: boolean }[] = []
      let loaded = false
      page.on('load', () => (loaded = true))
      page.on('requestfinished', (req) => {
        if (req.url().endsWith('.woff2'))
          void req
            .sizes()
            .then((s) => fontFiles.push({ url: req.url(), bytes: s.responseBodySize, beforeLoad: !loaded }))
      })
      await page.goto(siteUrl(key))
      await settle(page)
      await page.waitForTimeout(500)
      // Only the two preloaded files, and nothing more for the rest of the page either.
      expect(
        fontFiles.map((f) => f.url.replace(/^.*\/([a-z-]+-\d+-normal(?:-core)?)\..*$/, '$1')).sort(),
      ).toEqual([...wanted])
      expect(fontFiles.filter((f) => f.beforeLoad).reduce((a, f) => a + f.bytes, 0)).toBeLessThanOrEqual(
        32 * 1024,
      )
      expect(await page.locator('.hero h1').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
        new RegExp(`^"?${heading}"?, "?${heading} Fallback"?`),
      )
      expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
        /^"?Inter"?,/,
      )
      // The preloaded faces made it in time: the first screen is drawn in the site's fonts.
      const faces = await page.evaluate(() =>
        [...document.fonts]
          .filter((f) => f.status === 'loaded')
          .map((f) => `${f.family.replace(/"/g, '')} ${f.weight}`),
      )
      expect(faces).toContain(`${heading} 800`)
      expect(faces).toContain('Inter 400')
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01)
    })
  }
})

test.describe('logos', () => {
  test('generated logo on both backgrounds when the CMS has none', async ({ page }) => {
    await page.goto(siteUrl('demo'))
    await expect(page.locator('.site-header__brand img')).toHaveAttribute('src', '/logo.svg')
    await expect(page.locator('.site-footer__logo')).toHaveAttribute('src', '/logo.svg')
  })

  test('the dark logo in the light header, the light logo in the dark footer', async ({ page }) => {
    const logoDark = `${SANDBOX}/drive/img/logo/dark.svg`
    const logoLight = `${SANDBOX}/drive/img/logo/light.svg`
    await patchSettings(LOGO_SITE, { logoDark, logoLight })
    await page.goto(siteUrl(LOGO_SITE))
    await expect(page.locator('.site-header__brand img')).toHaveAttribute('src', logoDark)
    await expect(page.locator('.site-footer__logo')).toHaveAttribute('src', logoLight)
    // And the backgrounds are what the variants are for.
    const bg = (sel: string) => page.locator(sel).evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(await bg('.site-header')).toBe('rgb(255, 255, 255)')
    const [r, g, b] = (await bg('.site-footer')).match(/\d+/g)!.map(Number)
    expect(0.2126 * r! + 0.7152 * g! + 0.0722 * b!).toBeLessThan(80)
    await settle(page)
  })

  test('only a light logo: the header keeps the generated one rather than a logo that could vanish', async ({
    page,
  }) => {
    const logoLight = `${SANDBOX}/drive/img/logo/light.svg`
    await patchSettings(LOGO_SITE, { logoLight, logoDark: null })
    await page.goto(siteUrl(LOGO_SITE))
    await expect(page.locator('.site-footer__logo')).toHaveAttribute('src', logoLight)
    await expect(page.locator('.site-header__brand img')).toHaveAttribute('src', '/logo.svg')
    await settle(page)
  })
})

test('footer: contact from configuration, the tenant’s pages, no social links where none is configured', async ({
  page,
}) => {
  test.skip(!has('smkcoding'), 'smkcoding not built')
  await page.goto(siteUrl('smkcoding'))
  const footer = page.locator('.site-footer')
  // No address is configured: the footer points to the appointment form (or says how to reach the team).
  await expect(footer.locator('.site-footer__contact')).toContainText(/Ada pertanyaan\?/)
  const pages = footer.getByRole('navigation', { name: 'Halaman situs' })
  await expect(pages.getByRole('link', { name: 'Berita' })).toHaveAttribute('href', '/Berita')
  // The registry configures no profile for this site, and the CMS's `twitter_site` stays a meta tag.
  await expect(footer.getByRole('navigation', { name: 'Media sosial' })).toHaveCount(0)
  await expect(footer.locator('a[href*="x.com"], a[href*="twitter.com"]')).toHaveCount(0)
  // The header has the tenant's navigation and the account links.
  const header = page.locator('.site-header')
  await expect(header.getByRole('link', { name: 'Masuk' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Daftar' })).toBeVisible()
})
