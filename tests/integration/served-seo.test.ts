/**
 * Discovery over every built tenant, as the renderer serves it (./served-sites.ts; the production
 * domain is mapped to the renderer by the Host header):
 * - each tenant's sitemap is well-formed XML (fast-xml-parser's validator), lists what its menu
 *   offers and nothing else, every address in it is on the tenant's production origin, is served
 *   200 and names itself as its canonical;
 * - every HTML page of every tenant (pre-rendered files and the server-rendered pages the sitemap
 *   lists) has exactly one canonical link (none on the not-found and offline pages), and no two
 *   tenants share one;
 * - every JSON-LD block parses, has `@context` schema.org and only `@type`s of the schema.org
 *   vocabulary as schema-dts knows it;
 * - the home's Organization and WebSite and share tags, robots.txt of a production tenant, and the
 *   trailing-slash 301.
 * What needs a browser (the meta a page carries after it ran, the address it lands on):
 * tests/e2e/seo.spec.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isIndexableSite } from '../../shell/meta'
import { getTenant, tenantKeys } from '../../sites/registry'
import { findRoute, ROUTES } from '../../sites/routes'
import { offeredSections } from '../../scripts/release/sitemapSources'
import {
  builtTenants,
  canonicals,
  checkJsonLd,
  htmlFiles,
  originOf,
  robotsMeta,
  sampleUrls,
  sitemapUrls,
} from '../../testkit/seoRead'
import { inParallel, useServedSites } from './served-sites'

const served = useServedSites(tenantKeys(), 'served-seo')
const { get } = served

/**
 * How many built tenants have every sitemap address fetched (default 3, `SEO_WALK_TENANTS`). The
 * rest get every address whose route is pre-rendered plus the first three of each detail route:
 * 40 tenants × ~270 addresses are mostly server renders of the same pages with other data.
 */
const FULL_WALK_TENANTS = Number(process.env.SEO_WALK_TENANTS ?? 3)

describe('discovery over the built tenants', () => {
  it('sitemaps parse, every address is served 200 and is its own canonical; canonicals never collide', async () => {
    const tenants = builtTenants(served.dist)
    expect(tenants).toHaveLength(tenantKeys().length)
    const problems: string[] = []
    const owner = new Map<string, string>()
    const claim = (canonical: string, key: string) => {
      const other = owner.get(canonical)
      if (other !== undefined && other !== key) problems.push(`${canonical} claimed by ${other} and ${key}`)
      owner.set(canonical, key)
    }
    let jsonLdBlocks = 0
    for (const [i, key] of tenants.entries()) {
      const origin = originOf(served.dist, key)
      const all = sitemapUrls(served.dist, key, origin)
      // What the tenant offers (its home, About, legal pages and its menu's sections), nothing else.
      const offered = offeredSections(getTenant(key)!.nav)
      const listed = new Set(all.map(({ loc }) => new URL(loc).pathname))
      for (const item of getTenant(key)!.nav)
        if (ROUTES[findRoute(item.path)!.id].render === 'static' && !listed.has(item.path))
          problems.push(`${key}: its menu's ${item.path} is not in its sitemap`)
      expect(listed.has('/'), `${key} lists its home`).toBe(true)
      for (const { loc, lastmod } of all) {
        if (!offered.has(new URL(loc).pathname.split('/')[1] ?? ''))
          problems.push(`${key}: ${loc} is outside the sections it offers`)
        if (!loc.startsWith(`${origin}/`)) problems.push(`${key}: ${loc} is not on ${origin}`)
        if (lastmod && Number.isNaN(Date.parse(lastmod))) problems.push(`${key}: ${loc} lastmod ${lastmod}`)
      }
      const urls = i < FULL_WALK_TENANTS ? all : sampleUrls(all)
      // Server renders dominate: a few at once keeps the renderer busy while each waits on the API.
      await inParallel(urls, 6, async ({ loc }) => {
        const url = new URL(loc)
        const res = await get(key, url.pathname + url.search)
        if (res.status !== 200) return void problems.push(`${key} ${loc}: HTTP ${res.status}`)
        const html = res.text()
        const links = canonicals(html)
        if (links.length !== 1 || links[0] !== loc)
          problems.push(`${key} ${loc}: canonical ${JSON.stringify(links)}, expected itself once`)
        claim(loc, key)
        jsonLdBlocks += checkJsonLd(html, `${key} ${loc}`, problems)
      })
    }
    expect(problems).toEqual([])
    expect(jsonLdBlocks).toBeGreaterThan(0)
  }, 1_200_000)

  it('every built HTML page has exactly one canonical on its tenant origin and valid JSON-LD', () => {
    const seen = new Map<string, string>()
    const problems: string[] = []
    let pages = 0
    for (const key of builtTenants(served.dist)) {
      const origin = originOf(served.dist, key)
      const root = path.join(served.dist, key)
      for (const file of htmlFiles(root)) {
        const html = fs.readFileSync(path.join(root, file), 'utf8')
        const where = `${key}/${file}`
        pages++
        checkJsonLd(html, where, problems)
        const links = canonicals(html)
        if (file === '404.html' || file === 'offline.html') {
          if (links.length) problems.push(`${where}: a canonical on a noindex page`)
          if (!/^noindex/.test(robotsMeta(html) ?? '')) problems.push(`${where}: not noindex`)
          continue
        }
        const canonical = links[0] ?? ''
        if (links.length !== 1) problems.push(`${where}: ${links.length} canonicals`)
        if (!canonical.startsWith(`${origin}/`))
          problems.push(`${where}: canonical ${canonical} off ${origin}`)
        if (canonical !== `${origin}/` && canonical.endsWith('/'))
          problems.push(`${where}: ${canonical} ends in /`)
        const owner = seen.get(canonical)
        if (owner && owner !== key) problems.push(`${where}: ${canonical} is also ${owner}'s`)
        seen.set(canonical, key)
      }
    }
    expect(problems).toEqual([])
    expect(pages).toBeGreaterThan(40)
  })

  it('the home carries Organization and WebSite (with its SearchAction) and complete share tags', async () => {
    const key = builtTenants(served.dist).find((k) => getTenant(k)?.production) ?? 'demo'
    const html = (await get(key, '/')).text()
    const origin = originOf(served.dist, key)
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
      ([, t]) => {
        const d = JSON.parse(t!) as unknown
        return (Array.isArray(d) ? d : [d]) as Record<string, unknown>[]
      },
    )
    const types = blocks.map((b) => b['@type'])
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'WebPage']))
    const site = blocks.find((b) => b['@type'] === 'WebSite') as {
      url: string
      potentialAction?: { target: { urlTemplate: string } }
    }
    expect(site.url).toBe(`${origin}/`)
    expect(site.potentialAction?.target.urlTemplate).toBe(`${origin}/Cari?q={search_term_string}`)
    for (const property of ['og:url', 'og:title', 'og:description', 'og:image', 'og:site_name', 'og:type'])
      expect(html, property).toContain(`property="${property}"`)
    for (const name of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image'])
      expect(html, name).toContain(`name="${name}"`)
    expect(html).toContain(`<meta property="og:url" content="${origin}/"/>`)
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="${origin.replace(/\./g, '\\.')}/[^"]+"`),
    )
    expect(html).toContain('<meta property="og:image:width" content="1200"/>')
  })
})

describe('robots', () => {
  it('a production tenant allows crawling and names its sitemap; its pages are indexable', async () => {
    const key = builtTenants(served.dist).find((k) => isIndexableSite(getTenant(k)!))!
    const robots = (await get(key, '/robots.txt')).text()
    expect(robots).toContain('User-agent: *\nAllow: /')
    expect(robots).toContain(`Sitemap: ${originOf(served.dist, key)}/sitemap.xml`)
    expect(robotsMeta((await get(key, '/About')).text())).toBe('index, follow')
  })
})

describe('one address per page', () => {
  it('a trailing slash answers 301 to the canonical form, query kept; / and folders without a page do not', async () => {
    const key = builtTenants(served.dist)[0]!
    const noFollow = (p: string) => get(key, p, { redirect: 'manual' })
    const about = await noFollow('/About/')
    expect(about.status).toBe(301)
    expect(about.headers.location).toBe('/About')
    const withQuery = await noFollow('/Class/?page=2&q=web')
    expect(withQuery.status).toBe(301)
    expect(withQuery.headers.location).toBe('/Class?page=2&q=web')
    const nested = await noFollow('/Payment-Status/Success//')
    expect(nested.headers.location).toBe('/Payment-Status/Success')
    const [post] = await served.sandboxData<{ slug: string }[]>(
      key,
      '/services/v3/post/list?kindSlug=news&pageSize=1',
    )
    const detail = await noFollow(`/News/${post!.slug}/`)
    expect(detail.status).toBe(301)
    expect(detail.headers.location).toBe(`/News/${post!.slug}`)
    expect((await noFollow('/')).status).toBe(200)
    expect((await noFollow('/rss/')).status).toBe(404)
    expect((await noFollow('/assets/')).status).toBe(404)
    const open = await noFollow('//example.com/')
    expect(open.headers.location ?? '').not.toMatch(/^\/\//)
  })
})
