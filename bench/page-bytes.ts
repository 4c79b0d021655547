/**
 * How many bytes of page data does each page carry, before and now?
 *
 * `npx tsx bench/page-bytes.ts [dist] [beforeDist]`: the page data serialised into each page, before
 * and now, raw and gzip, for TENANTS (smkcoding,demo) and:
 *
 * - the pre-rendered PAGES (the list pages, the home and About): the `vike_pageContext` JSON
 *   embedded in the HTML (what the page hydrates with; it keeps the site runtime) and the
 *   navigation data `X/index.pageContext.json` (what Vike's client router fetches on a client-side
 *   navigation). "before" is read from `beforeDist`, a build of the commit to compare with (without
 *   it, from `dist`); its navigation data always counts with the site runtime in front, as Vike
 *   serialises it and as it was first measured (put back from the same page's HTML where that
 *   build had already cut it out);
 * - the server-rendered detail pages (SSR_PAGES: a news post, an event, a program, a class), through
 *   the renderer (renderer/app.ts) over a build's server bundle with an in-process sandbox on the
 *   port its site.json names: "now" is the renderer's answer over `dist`; "before" is Vike's answer
 *   as the renderer used to pass it on, from `beforeDist`'s bundle (in a child process) or, without
 *   it, from `dist`'s.
 *
 * Prints one row per page and kind and the median now/before ratio per kind and over all rows.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { serve } from '@hono/node-server'
import { createRenderer, type RendererOptions } from '../renderer/app'
import { withoutSite } from '../renderer/pageContextJson'
import { createSandbox } from '../sandbox/app'
import { CLASSES } from '../sandbox/seed/classes'
import { POSTS } from '../sandbox/seed/posts'
import { PROGRAMS } from '../sandbox/seed/programs'
import { sandboxSites } from '../scripts/sandboxSites'

const dist = path.resolve(process.argv[2] ?? 'dist')
const beforeDist = process.argv[3] ? path.resolve(process.argv[3]) : null
const tenants = (process.env.TENANTS ?? 'smkcoding,demo').split(',')
const pages = (
  process.env.PAGES ?? '/,/Berita,/News,/Blog,/Program,/Class,/Event,/Courses,/Gallery,/About'
).split(',')
const news = POSTS.find((p) => p.kindSlug === 'news')!
const event = POSTS.find((p) => p.kindSlug === 'event')!
const ssrPages = (
  process.env.SSR_PAGES ??
  [
    `/News/${news.slug}`,
    `/Event/${event.slug}`,
    `/Program/${PROGRAMS[0]!.slug}`,
    `/Class/${CLASSES[0]!.slug}`,
  ].join(',')
).split(',')

const gz = (s: string) => gzipSync(s, { level: 6 }).byteLength
const bytes = (s: string) => Buffer.byteLength(s)
const embeddedData = (html: string) =>
  /<script id="vike_pageContext" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? null
const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null)

/**
 * Navigation data as Vike serialises it, the site runtime its first key: the site entry exactly as
 * Vike wrote it into the same page's HTML, put back in front where a build had cut it out.
 */
function withSiteBack(json: string, embedded: string): string {
  if (json.includes('"site":')) return json
  const siteEntry = embedded.slice(1, embedded.length - withoutSite(embedded).length + 1)
  return `{${siteEntry}${json.slice(1)}`
}

interface Row {
  tenant: string
  page: string
  kind: 'HTML data' | 'navigation' | 'SSR HTML data' | 'SSR navigation'
  before: string
  now: string
}
const rows: Row[] = []

// Pre-rendered pages.
for (const tenant of tenants) {
  for (const page of pages) {
    const rel = path.join(tenant, page === '/' ? '' : page.slice(1))
    const html = read(path.join(dist, rel, 'index.html'))
    const json = read(path.join(dist, rel, 'index.pageContext.json'))
    const embedded = html && embeddedData(html)
    if (!embedded || json === null) continue
    let htmlBefore = embedded
    let jsonBefore = json
    if (beforeDist) {
      const oldHtml = read(path.join(beforeDist, rel, 'index.html'))
      const oldJson = read(path.join(beforeDist, rel, 'index.pageContext.json'))
      const oldEmbedded = oldHtml && embeddedData(oldHtml)
      if (!oldEmbedded || oldJson === null) continue
      htmlBefore = oldEmbedded
      jsonBefore = oldJson
    }
    jsonBefore = withSiteBack(jsonBefore, htmlBefore)
    rows.push({ tenant, page, kind: 'HTML data', before: htmlBefore, now: embedded })
    rows.push({ tenant, page, kind: 'navigation', before: jsonBefore, now: json })
  }
}

// Server-rendered detail pages, through the renderer.
const hasServerBundle = (dir: string) => fs.existsSync(path.join(dir, '.build', 'server', 'entry.mjs'))

interface Served {
  status: number
  body: string
  /** Vike's body for the same request, as the renderer passed it on before it cut anything. */
  vike: string | undefined
}

/** Every SSR page and its navigation data, rendered over `dir`'s server bundle by the renderer. */
async function serveSsrPages(dir: string): Promise<Map<string, Served>> {
  const site = JSON.parse(fs.readFileSync(path.join(dir, tenants[0]!, 'site.json'), 'utf8')) as {
    api: { hosts: { services: string } }
  }
  const port = Number(new URL(site.api.hosts.services).port)
  const sandbox = await createSandbox({ config: sandboxSites() })
  const server = serve({ fetch: sandbox.app.fetch, port, hostname: '127.0.0.1' })
  await import(pathToFileURL(path.join(dir, '.build', 'server', 'entry.mjs')).href)
  const renderPage = (await import('vike/server')).renderPage as never as RendererOptions['renderPage']
  const vikeBodies = new Map<string, string>()
  const recording: RendererOptions['renderPage'] = async (init) => {
    const result = await renderPage(init)
    if (result.httpResponse)
      vikeBodies.set(`${init.site.tenant.key} ${init.urlOriginal}`, result.httpResponse.body)
    return result
  }
  const app = createRenderer({ distDir: dir, renderPage: recording, ssrCacheMs: 0, hsts: null })
  const served = new Map<string, Served>()
  for (const tenant of tenants)
    for (const page of ssrPages)
      for (const url of [page, `${page}/index.pageContext.json`]) {
        const res = await app.fetch(
          new Request(`http://${tenant}.localhost${url}`, { headers: { host: `${tenant}.localhost` } }),
        )
        const body = await res.text()
        served.set(`${tenant} ${url}`, { status: res.status, body, vike: vikeBodies.get(`${tenant} ${url}`) })
      }
  server.close()
  await sandbox.close()
  return served
}

if (process.env.PAGE_BYTES_SSR_CHILD) {
  // The "before" side of a comparison: its own server bundle, in its own process (one Vike a process).
  fs.writeFileSync(
    process.env.PAGE_BYTES_SSR_CHILD,
    JSON.stringify(Object.fromEntries(await serveSsrPages(dist))),
  )
  process.exit(0)
}

if (ssrPages.length && hasServerBundle(dist)) {
  // "before": Vike's answers from the before build's bundle (a child process), else from this one.
  let before: Map<string, Served> | null = null
  if (beforeDist && hasServerBundle(beforeDist)) {
    const out = path.join(os.tmpdir(), `page-bytes-${process.pid}.json`)
    const child = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, beforeDist], {
      env: { ...process.env, PAGE_BYTES_SSR_CHILD: out },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    if (child.status !== 0) throw new Error(`the before build's SSR pages failed (exit ${child.status})`)
    before = new Map(Object.entries(JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, Served>))
    fs.rmSync(out)
  }
  const now = await serveSsrPages(dist)
  for (const tenant of tenants) {
    for (const page of ssrPages) {
      const html = now.get(`${tenant} ${page}`)!
      const nav = now.get(`${tenant} ${page}/index.pageContext.json`)!
      const oldHtml = (before ?? now).get(`${tenant} ${page}`)!
      const oldNav = (before ?? now).get(`${tenant} ${page}/index.pageContext.json`)!
      const embedded = embeddedData(html.body)
      const oldEmbedded = oldHtml.vike && embeddedData(oldHtml.vike)
      if (html.status !== 200 || nav.status !== 200 || !embedded || !oldEmbedded || !oldNav.vike) {
        console.error(`skipped ${tenant} ${page}: status ${html.status}/${nav.status}`)
        continue
      }
      rows.push({ tenant, page, kind: 'SSR HTML data', before: oldEmbedded, now: embedded })
      rows.push({ tenant, page, kind: 'SSR navigation', before: oldNav.vike, now: nav.body })
    }
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}
const table: string[][] = [
  ['tenant', 'page', 'what', 'before', 'now', 'now/before', 'gzip before', 'gzip now', 'gzip now/before'],
]
for (const r of rows) {
  table.push([
    r.tenant,
    r.page,
    r.kind,
    String(bytes(r.before)),
    String(bytes(r.now)),
    (bytes(r.now) / bytes(r.before)).toFixed(2),
    String(gz(r.before)),
    String(gz(r.now)),
    (gz(r.now) / gz(r.before)).toFixed(2),
  ])
}
const width = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)))
for (const r of table) console.log(r.map((c, i) => c.padEnd(width[i]!)).join('  '))
console.log()
const summary = (label: string, of: Row[]) => {
  if (!of.length) return
  const raw = of.map((r) => bytes(r.now) / bytes(r.before))
  const zipped = of.map((r) => gz(r.now) / gz(r.before))
  console.log(
    `${label.padEnd(16)} median now/before ${median(raw).toFixed(2)} raw (range ${Math.min(...raw).toFixed(2)}–${Math.max(...raw).toFixed(2)}), ${median(zipped).toFixed(2)} gzip, over ${of.length} pages`,
  )
}
for (const kind of ['HTML data', 'navigation', 'SSR HTML data', 'SSR navigation'] as const)
  summary(
    kind,
    rows.filter((r) => r.kind === kind),
  )
summary(
  'navigation, all',
  rows.filter((r) => r.kind === 'navigation' || r.kind === 'SSR navigation'),
)
summary('all', rows)
process.exit(0)
