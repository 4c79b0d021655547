/**
 * The built sites hold only their own tenant: a few tenants of different organisations, built with
 * the real CLI (the run's build of dist/ when current, ./built-sites.ts), and every page, page JSON, sitemap and feed of each is
 * scanned for other organisations' items, other tenants' names and domains (testkit/tenantScan.ts).
 * Each tenant's lists show its own catalogue, and its sitemap names only its own addresses.
 * `npm run bench:isolation` runs the same scan over all 40 tenants of `dist/`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueFor } from '../../sandbox/seed/catalogues'
import { siteOrigin } from '../../sites/apiContext'
import { getTenant } from '../../sites/registry'
import { scanTenant, tenantFiles } from '../../testkit/tenantScan'
import { builtSites, type BuiltSites } from './built-sites'
import { useSandbox } from './harness'

const KEYS = ['sekolahkopi', 'pesilat', 'bharabas', 'smkcoding', 'aipintar', 'demo']
const sandbox = useSandbox()
let built: BuiltSites | undefined
let dist = ''
afterAll(() => built?.remove())

describe('built sites hold only their own tenant', { timeout: 600_000 }, () => {
  beforeAll(async () => {
    built = await builtSites(KEYS, sandbox.baseUrl, 'isolation-build')
    dist = built.dir
  }, 600_000)

  it.each(KEYS)(
    "%s: no other organisation's item, name or domain in its pages, JSON, sitemap or feeds",
    (key) => {
      expect(tenantFiles(dist, key, 'content').length).toBeGreaterThan(40)
      expect(scanTenant(dist, key, 'content')).toEqual([])
    },
  )

  it.each(KEYS)('%s: its sitemap lists its own addresses and its own catalogue', (key) => {
    const sitemap = fs.readFileSync(path.join(dist, key, 'sitemap.xml'), 'utf8')
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    const origin = siteOrigin(getTenant(key)!)
    expect(urls.every((u) => u.startsWith(`${origin}/`))).toBe(true)
    // The sitemap lists the sections the tenant's menu offers (scripts/release/sitemapSources.ts), so
    // not every kind appears; what it lists of the catalogue is the tenant's own (scanTenant above).
    const own = catalogueFor(key)
    const ownSlugs = [...own.posts.map((p) => p.slug), ...own.classes.map((k) => k.slug)]
    expect(
      urls.filter((u) => ownSlugs.some((slug) => u.endsWith(`/${slug}`) || u.includes(`/${slug}/`))).length,
    ).toBeGreaterThan(0)
  })

  it.each(KEYS)("%s: the class list page shows the tenant's own classes", (key) => {
    const html = fs.readFileSync(path.join(dist, key, 'Class', 'index.html'), 'utf8')
    const own = catalogueFor(key).classes.map((k) => k.name)
    const shown = own.filter((name) => html.includes(name))
    expect(shown.length).toBeGreaterThan(0)
  })
})
