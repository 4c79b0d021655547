/**
 * Discovery in the browser, over the build the e2e web server made: dev.bharabas's pages say
 * noindex, the not-found page says noindex and carries no canonical, and the browser lands on the
 * canonical address. The sitemaps, canonicals, JSON-LD, robots.txt and redirects of every tenant are
 * HTTP answers: tests/integration/served-seo.test.ts.
 */
import path from 'node:path'
import { E2E_PORT } from '../../playwright.config'
import { builtTenants as builtIn, canonicals, originOf as originIn, robotsMeta } from '../../testkit/seoRead'
import { expect, rawGet, test } from './fixtures'

const DIST = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.resolve('dist')
const builtTenants = () => builtIn(DIST)
const originOf = (key: string) => originIn(DIST, key)

test.describe('robots', () => {
  test('dev.bharabas disallows everything and its pages say noindex', async ({ request, page }) => {
    test.skip(!builtTenants().includes('dev.bharabas'), 'dev.bharabas not built (TENANTS)')
    const robots = await rawGet(request, 'dev.bharabas', '/robots.txt')
    expect(robots.status()).toBe(200)
    expect(await robots.text()).toContain('User-agent: *\nDisallow: /')
    await page.goto(`http://dev.bharabas.localhost:${E2E_PORT}/About`)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  })

  test('the not-found page says noindex and carries no canonical', async ({
    request,
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/)
    const key = builtTenants()[0]!
    const res = await rawGet(request, key, '/Tidak-Ada-Halaman-Ini')
    expect(res.status()).toBe(404)
    const html = await res.text()
    expect(robotsMeta(html)).toMatch(/^noindex/)
    expect(canonicals(html)).toEqual([])
    await page.goto(`http://${key}.localhost:${E2E_PORT}/Tidak-Ada-Halaman-Ini`)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex/)
  })
})

test.describe('one address per page', () => {
  test('the browser lands on the canonical address', async ({ page }) => {
    const key = builtTenants()[0]!
    await page.goto(`http://${key}.localhost:${E2E_PORT}/About/?ref=x`)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/About?ref=x')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${originOf(key)}/About`)
  })
})
