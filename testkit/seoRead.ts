/**
 * Reading what the build wrote for discovery, for the checks over HTTP
 * (tests/integration/served-seo.test.ts) and in the browser (tests/e2e/seo.spec.ts): the tenants a
 * folder holds, a tenant's canonical origin and sitemap addresses, a page's canonical links, robots
 * meta and JSON-LD problems. Readers throw on a malformed file and collect the rest as problems:
 * an assertion per node would cost a stack trace each, thousands per run.
 */
import fs from 'node:fs'
import path from 'node:path'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { canonicalOrigin } from '../shell/meta'
import { getTenant, tenantKeys } from '../sites/registry'
import { findRoute, ROUTES } from '../sites/routes'

const ROOT = path.resolve(import.meta.dirname, '..')

/**
 * The tenants whose output is in `dist`: a folder with its settings and sitemap. Not the build
 * report: that describes the last build run only, and a test may rebuild one tenant.
 */
export function builtTenants(dist: string): string[] {
  return tenantKeys().filter(
    (key) =>
      fs.existsSync(path.join(dist, key, 'site.json')) && fs.existsSync(path.join(dist, key, 'sitemap.xml')),
  )
}

export function originOf(dist: string, key: string): string {
  const tenant = getTenant(key)
  if (!tenant) throw new Error(`unknown tenant ${key}`)
  const site = JSON.parse(fs.readFileSync(path.join(dist, key, 'site.json'), 'utf8')) as {
    settings?: { meta?: { url?: string | null } | null } | null
  }
  return canonicalOrigin(tenant, site.settings?.meta?.url)
}

/** Every `@type` schema-dts declares: the schema.org vocabulary the pages are typed against. */
const SCHEMA_TYPES = new Set(
  [
    ...fs
      .readFileSync(path.join(ROOT, 'node_modules/schema-dts/dist/schema.d.ts'), 'utf8')
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
  if (valid !== true) throw new Error(`${file} is not well-formed XML: ${JSON.stringify(valid)}`)
  return parser.parse(xml) as Record<string, unknown>
}

/** The addresses of a tenant's sitemap, following an index into its parts. */
export function sitemapUrls(dist: string, key: string, origin: string): { loc: string; lastmod?: string }[] {
  const root = readXml(path.join(dist, key, 'sitemap.xml'))
  const index = root.sitemapindex as { sitemap: { loc: string }[] } | undefined
  const sets = index
    ? index.sitemap.map((s) => {
        if (!s.loc.startsWith(`${origin}/`)) throw new Error(`${key}: sitemap part ${s.loc} off ${origin}`)
        return readXml(path.join(dist, key, new URL(s.loc).pathname.slice(1)))
      })
    : [root]
  return sets.flatMap((set) => {
    const urlset = set.urlset as { '@_xmlns': string; url: { loc: string; lastmod?: string }[] }
    if (urlset['@_xmlns'] !== 'http://www.sitemaps.org/schemas/sitemap/0.9')
      throw new Error(`${key}: sitemap namespace ${urlset['@_xmlns']}`)
    return urlset.url
  })
}

export function canonicals(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="canonical"[^>]*>/g)].map(
    (m) => /\bhref="([^"]*)"/.exec(m[0])?.[1] ?? '',
  )
}

export function robotsMeta(html: string): string | null {
  return /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null
}

/**
 * The problems of every JSON-LD block of a page (unparsable, no schema.org context, a `@type`
 * outside the vocabulary), pushed to `problems`; returns how many blocks it found.
 */
export function checkJsonLd(html: string, where: string, problems: string[]): number {
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

/** The HTML files of a tenant's folder, relative to it (hashed assets and dot-folders left out). */
export function htmlFiles(dir: string, rel = ''): string[] {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(rel, entry.name)
    if (entry.isDirectory())
      return entry.name === 'assets' || entry.name.startsWith('.') ? [] : htmlFiles(dir, file)
    return entry.name.endsWith('.html') ? [file] : []
  })
}

/** Every address whose route is pre-rendered, and the first three of each route rendered on request. */
export function sampleUrls<T extends { loc: string }>(urls: readonly T[]): T[] {
  const perRoute = new Map<string, number>()
  return urls.filter(({ loc }) => {
    const route = findRoute(new URL(loc).pathname)
    if (!route || ROUTES[route.id].render === 'static') return true
    const seen = perRoute.get(route.id) ?? 0
    perRoute.set(route.id, seen + 1)
    return seen < 3
  })
}
