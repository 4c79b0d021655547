/**
 * What makes each of the forty tenants a site of its own (menu, header, copy, isolation)?
 *
 * `npm run bench:tenants`: one row per tenant, what makes each of the forty a site of its own.
 * Needs the sites built and served (`npm start`, or `SKIP_BUILD=1 npm start`); `PORT` (default
 * 3000), `TENANTS` (default all), `DIST` (default dist/).
 *
 * - menu: the items of the tenant's own menu (sites/registry.ts), as its header shows them;
 * - header: the widths of 320, 360, 768, 1024, 1280 and 1440 px at which the header holds on one
 *   line (testkit/headerCheck.ts, as tests/e2e/header.spec.ts measures it);
 * - Daftar: "Daftar" in the header at every width;
 * - English: words of a small English list found in the visible text of the home and About pages
 *   (brand names removed first);
 * - JS / pages: other organisations' site names, domains and catalogue items in its scripts, and
 *   in its HTML, page data, sitemap and feeds (testkit/tenantScan.ts; sites of one organisation may
 *   name each other);
 * - own items: detail pages in its sitemap that no site of another organisation lists (sites of one
 *   organisation share its catalogue: sites/registry.ts `organisationOf`).
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { TENANTS, getTenant, organisationOf, tenantKeys } from '../sites/registry'
import { CHROMIUM_LAUNCH_OPTIONS } from '../testkit/chromium'
import { HEADER_WIDTHS, checkHeader } from '../testkit/headerCheck'
import { originOf, sitemapUrls } from '../testkit/seoRead'
import { scanTenant } from '../testkit/tenantScan'

const port = process.env.PORT ?? '3000'
const dist = path.resolve(process.env.DIST ?? 'dist')
const keys = process.env.TENANTS ? process.env.TENANTS.split(',') : tenantKeys()

const ENGLISH = [
  'the',
  'and',
  'your',
  'with',
  'skills',
  'learn',
  'learning',
  'training',
  'services',
  'hiring',
  'talent',
  'sign in',
  'sign up',
  'login',
  'register',
  'read more',
  'about us',
  'contact us',
  'home',
  'courses',
  'elevate',
  'welcome',
  'get started',
  'join',
  'free',
  'online',
  'upcoming',
  'featured',
  'latest',
  'see all',
]
const englishPattern = new RegExp(`(?<![\\p{L}])(${ENGLISH.join('|')})(?![\\p{L}])`, 'giu')
const brandNames = [...new Set(TENANTS.map((t) => t.name))].sort((a, b) => b.length - a.length)

async function englishWords(page: Page, url: string): Promise<string[]> {
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  let text = await page.evaluate(() => document.body.innerText)
  // innerText applies text-transform (an eyebrow may read "ICA LEARNING"): names match in any case.
  for (const name of brandNames)
    text = text.replace(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' ')
  return [...text.matchAll(englishPattern)].map((m) => m[1]!.toLowerCase())
}

/** Detail addresses of the tenant's sitemap (list and fixed pages left out). */
function detailPaths(key: string): Set<string> {
  if (!fs.existsSync(path.join(dist, key, 'sitemap.xml'))) return new Set()
  const locs = sitemapUrls(dist, key, originOf(dist, key)).map(({ loc }) => new URL(loc).pathname)
  const detail =
    /^\/(Class|Courses|Program|News|Berita|Blog|Podcasts|Articles|Event|Tulisan-Temans|Career)\/./
  const fixed = /^\/(Lms|Aksara|Portfolio|Services)\b/
  return new Set(locs.filter((p) => detail.test(p) && !fixed.test(p)))
}

const details = new Map(tenantKeys().map((k) => [k, detailPaths(k)]))

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
const context = await browser.newContext({ serviceWorkers: 'block' })
const page = await context.newPage()
const rows: string[][] = []
for (const key of keys) {
  const tenant = getTenant(key)!
  const url = (p: string) => `http://${key}.localhost:${port}${p}`
  await page.setViewportSize({ width: HEADER_WIDTHS[0], height: 800 })
  await page.goto(url('/'))
  let fits = 0
  let daftarEverywhere = true
  for (const width of HEADER_WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    const boxes = await checkHeader(page)
    if (boxes.problems.length === 0) fits++
    daftarEverywhere &&= boxes.daftar
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  const words = [...(await englishWords(page, url('/'))), ...(await englishWords(page, url('/About')))]
  const js = scanTenant(dist, key, 'scripts')
  const pages = scanTenant(dist, key, 'content')
  const own = details.get(key) ?? new Set()
  const mine = organisationOf(key)
  const others = tenantKeys().filter((k) => !mine.includes(k))
  const distinct = [...own].filter((p) => !others.some((k) => details.get(k)?.has(p))).length
  rows.push([
    key,
    String(tenant.nav.length),
    `${fits}/${HEADER_WIDTHS.length}`,
    tenant.signUp ? (daftarEverywhere ? 'yes' : 'no') : '– (no accounts)',
    words.length ? `${words.length} (${[...new Set(words)].join(', ')})` : '0',
    String(new Set(js.map((f) => f.text)).size),
    String(new Set(pages.map((f) => f.text)).size),
    `${distinct}/${own.size}`,
  ])
}
await browser.close()

const head = [
  'tenant',
  'menu',
  'header fits',
  'Daftar',
  'English words',
  'others in JS',
  'others in pages',
  'own items',
]
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
console.log(line(head))
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
for (const row of rows) console.log(line(row))
