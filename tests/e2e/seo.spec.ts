/**
 * Discovery, over the build the e2e web server just made (dist/build-report.json names
 * the tenants it built) and the renderer serving it:
 * - each tenant's sitemap is well-formed XML (fast-xml-parser's validator), every address in it is
 *   on the tenant's production origin and is served 200 by the renderer (the production domain is
 *   mapped to the local renderer by the Host header), and names itself as its canonical;
 * - every HTML page of every tenant (pre-rendered files and the server-rendered pages the sitemap
 *   lists) has exactly one canonical link (none on the not-found page), and no two tenants share one;
 * - every JSON-LD block parses, has `@context` schema.org and only `@type`s of the schema.org
 *   vocabulary as schema-dts knows it;
 * - robots.txt and `noindex` per tenant kind, the trailing-slash 301, the not-found page's noindex.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { E2E_PORT } from '../../playwright.config'
import { canonicalOrigin, isIndexableSite } from '../../shell/meta'
import { getTenant, tenantKeys } from '../../sites/registry'
import { findRoute, ROUTES } from '../../sites/routes'
import { offeredSections } from '../../scripts/release/sitemapSources'
import { expect, firstNewsPost, rawGet, test } from './fixtures'

const DIST = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.resolve('dist')

/** The tenants the web server's build made (the report of that build). */
/**
 * The tenants whose output is in dist/: a folder with its settings and sitemap. Not the build
 * report: that describes the last build run only, and another spec (offline) rebuilds one tenant.
 */
function builtTenants(): string[] {
  return tenantKeys().filter(
    (key) =>
      fs.existsSync(path.join(DIST, key, 'site.json')) && fs.existsSync(path.join(DIST, key, 'sitemap.xml')),
  )
}

function originOf(key: string): string {
  const tenant = getTenant(key)
  if (!tenant) throw new Error(`unknown tenant ${key}`)
  const site = JSON.parse(fs.readFileSync(path.join(DIST, key, 'site.json'), 'utf8')) as {
    settings?: { meta?: { url?: string | null } | null } | null
  }
  return canonicalOrigin(tenant, site.settings?.meta?.url)
}

/** Every `@type` schema-dts declares: the schema.org vocabulary the pages are typed against. */
const SCHEMA_TYPES = new Set(
  [
    ...fs
      .readFileSync(path.resolve('node_modules/schema-dts/dist/schema.d.ts'), 'utf8')
      .matchAll(/"@type": "(\w+)"/g),
  ].map((m) => m[1]!),
)

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
})

function readXml(file: string): Record<string, unknown> {
  const xml = fs.readFileSync(file, 'utf8')
  const valid = XMLValidator.validate(xml)
  expect(valid, `${file} is well-formed XML`).toBe(true)
  return parser.parse(xml) as Record<string, unknown>
}

/** The addresses of a tenant's sitemap, following an index into its parts. */
function sitemapUrls(key: string, origin: string): { loc: string; lastmod?: string }[] {
  const root = readXml(path.join(DIST, key, 'sitemap.xml'))
  const index = root.sitemapindex as { sitemap: { loc: string }[] } | undefined
  const sets = index
    ? index.sitemap.map((s) => {
        expect(s.loc.startsWith(`${origin}/`)).toBe(true)
        return readXml(path.join(DIST, key, new URL(s.loc).pathname.slice(1)))
      })
    : [root]
  return sets.flatMap((set) => {
    const urlset = set.urlset as { '@_xmlns': string; url: { loc: string; lastmod?: string }[] }
    expect(urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    return urlset.url
  })
}

function canonicals(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="canonical"[^>]*>/g)].map(
    (m) => /\bhref="([^"]*)"/.exec(m[0])?.[1] ?? '',
  )
}

function robotsMeta(html: string): string | null {
  return /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null
}

/**
 * The problems of every JSON-LD block of a page (unparsable, no schema.org context, a `@type`
 * outside the vocabulary), pushed to `problems`; returns how many blocks it found. Problems are
 * collected and asserted once: an assertion per node costs a stack trace each, thousands per run.
 */
function checkJsonLd(html: string, where: string, problems: string[]): number {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
  for (const [, text] of blocks) {
    let data: unknown
    try {
      data = JSON.parse(text!)
    } catch (error) {
      problems.push(`${where}: JSON-LD does not parse: ${String(error)}`)
      continue
    }
    for (const item of Array.isArray(data) ? data : [data]) {
      const node = item as Record<string, unknown>
      if (node['@context'] !== 'https://schema.org')
        problems.push(`${where}: @context ${String(node['@context'])}`)
      if (node['@type'] === undefined) problems.push(`${where}: a block without @type`)
      checkTypes(node, where, problems)
    }
  }
  return blocks.length
}

function checkTypes(node: unknown, where: string, problems: string[]): void {
  if (Array.isArray(node)) return node.forEach((n) => checkTypes(n, where, problems))
  if (!node || typeof node !== 'object') return
  const type = (node as Record<string, unknown>)['@type']
  for (const t of Array.isArray(type) ? type : type === undefined ? [] : [type])
    if (!SCHEMA_TYPES.has(String(t)))
      problems.push(`${where}: @type ${String(t)} is not schema.org vocabulary`)
  for (const [key, value] of Object.entries(node)) if (key !== '@type') checkTypes(value, where, problems)
}

function htmlFiles(dir: string, rel = ''): string[] {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(rel, entry.name)
    if (entry.isDirectory())
      return entry.name === 'assets' || entry.name.startsWith('.') ? [] : htmlFiles(dir, file)
    return entry.name.endsWith('.html') ? [file] : []
  })
}

/**
 * How many built tenants have every sitemap address fetched (default 3, `SEO_WALK_TENANTS`). The
 * rest get every address whose route is pre-rendered plus the first three of each detail route:
 * a full build has 40 tenants × ~270 addresses, mostly server renders of the same pages with other
 * data, which would take the e2e run past an hour on the CI machine.
 */
const FULL_WALK_TENANTS = Number(process.env.SEO_WALK_TENANTS ?? 3)

function sample<T extends { loc: string }>(urls: readonly T[]): T[] {
  const perRoute = new Map<string, number>()
  return urls.filter(({ loc }) => {
    const path = new URL(loc).pathname
    const route = findRoute(path)
    if (!route || ROUTES[route.id].render === 'static') return true
    const seen = perRoute.get(route.id) ?? 0
    perRoute.set(route.id, seen + 1)
    return seen < 3
  })
}

/** A kept-alive socket the server closed just as a request went out is retried, once. */
async function getRetrying(request: APIRequestContext, key: string, p: string) {
  try {
    return await rawGet(request, key, p)
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error
    return rawGet(request, key, p)
  }
}

async function inParallel<T>(items: readonly T[], width: number, run: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await run(items[next++]!)
  }
  await Promise.all(Array.from({ length: width }, worker))
}

const noFollow = (request: APIRequestContext, key: string, p: string) =>
  request.get(`http://127.0.0.1:${E2E_PORT}${p}`, {
    headers: { host: `${key}.localhost:${E2E_PORT}` },
    maxRedirects: 0,
  })

test.describe('discovery over the built tenants', () => {
  test('sitemaps parse, every address is served 200 and is its own canonical; canonicals never collide', async ({
    request,
  }) => {
    test.setTimeout(1_200_000)
    const tenants = builtTenants()
    expect(tenants.length).toBeGreaterThan(1)
    const owner = new Map<string, string>()
    const claim = (canonical: string, key: string) => {
      const other = owner.get(canonical)
      if (other !== undefined && other !== key) problems.push(`${canonical} claimed by ${other} and ${key}`)
      owner.set(canonical, key)
    }
    let jsonLdBlocks = 0
    const problems: string[] = []
    for (const [i, key] of tenants.entries()) {
      const origin = originOf(key)
      const all = sitemapUrls(key, origin)
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
      const urls = i < FULL_WALK_TENANTS ? all : sample(all)
      // Server renders dominate: a few at once keeps the renderer busy while each waits on the API.
      await inParallel(urls, 6, async ({ loc }) => {
        const url = new URL(loc)
        const res = await getRetrying(request, key, url.pathname + url.search)
        if (res.status() !== 200) return void problems.push(`${key} ${loc}: HTTP ${res.status()}`)
        const html = await res.text()
        const links = canonicals(html)
        if (links.length !== 1 || links[0] !== loc)
          problems.push(`${key} ${loc}: canonical ${JSON.stringify(links)}, expected itself once`)
        claim(loc, key)
        jsonLdBlocks += checkJsonLd(html, `${key} ${loc}`, problems)
      })
    }
    expect(problems).toEqual([])
    expect(jsonLdBlocks).toBeGreaterThan(0)
  })

  test('every built HTML page has exactly one canonical on its tenant origin and valid JSON-LD', async () => {
    const seen = new Map<string, string>()
    const problems: string[] = []
    let pages = 0
    for (const key of builtTenants()) {
      const origin = originOf(key)
      const root = path.join(DIST, key)
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

  test('the home carries Organization and WebSite (with its SearchAction) and complete share tags', async ({
    request,
  }) => {
    const key = builtTenants().find((k) => getTenant(k)?.production) ?? 'demo'
    const html = await (await rawGet(request, key, '/')).text()
    const origin = originOf(key)
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

test.describe('robots', () => {
  test('a production tenant allows crawling and names its sitemap; its pages are indexable', async ({
    request,
  }) => {
    const key = builtTenants().find((k) => isIndexableSite(getTenant(k)!))!
    const robots = await (await rawGet(request, key, '/robots.txt')).text()
    expect(robots).toContain('User-agent: *\nAllow: /')
    expect(robots).toContain(`Sitemap: ${originOf(key)}/sitemap.xml`)
    expect(robotsMeta(await (await rawGet(request, key, '/About')).text())).toBe('index, follow')
  })

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
  test('a trailing slash answers 301 to the canonical form, query kept; / and folders without a page do not', async ({
    request,
  }) => {
    const key = builtTenants()[0]!
    const about = await noFollow(request, key, '/About/')
    expect(about.status()).toBe(301)
    expect(about.headers().location).toBe('/About')
    const withQuery = await noFollow(request, key, '/Class/?page=2&q=web')
    expect(withQuery.status()).toBe(301)
    expect(withQuery.headers().location).toBe('/Class?page=2&q=web')
    const nested = await noFollow(request, key, '/Payment-Status/Success//')
    expect(nested.headers().location).toBe('/Payment-Status/Success')
    const post = await firstNewsPost(key)
    const detail = await noFollow(request, key, `/News/${post.slug}/`)
    expect(detail.status()).toBe(301)
    expect(detail.headers().location).toBe(`/News/${post.slug}`)
    expect((await noFollow(request, key, '/')).status()).toBe(200)
    expect((await noFollow(request, key, '/rss/')).status()).toBe(404)
    expect((await noFollow(request, key, '/assets/')).status()).toBe(404)
    const open = await noFollow(request, key, '//example.com/')
    expect(open.headers().location ?? '').not.toMatch(/^\/\//)
  })

  test('the browser lands on the canonical address', async ({ page }) => {
    const key = builtTenants()[0]!
    await page.goto(`http://${key}.localhost:${E2E_PORT}/About/?ref=x`)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/About?ref=x')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${originOf(key)}/About`)
  })
})
