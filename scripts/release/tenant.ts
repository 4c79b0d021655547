/**
 * One tenant's release: pre-render every static route with the tenant's settings into a staging
 * folder, add its own files (site.json, logo, offline page, version.json, sw.js), name the result
 * by its content, compare it with the live output and, unless it is a dry run, make it live while
 * keeping the previous output for `--rollback`.
 *
 * The build id is derived from the bytes: pages are rendered with a placeholder id, the staging
 * folder is hashed, and the placeholder is replaced by that hash. The same commit, settings and API
 * data therefore give the same id and the same bytes; any change to any page gives a new id.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { tenantFiles } from '../../sites/tenantFiles'
import { fontWarnings } from '../../sites/fonts'
import { mergeTheme } from '../../sites/theme'
import { writeFeeds } from '../feeds'
import { writeSearchIndex } from './searchIndex'
import { writeShareImages } from './shareImages'
import { writeSitemap } from './sitemapSources'
import { getTenant } from '../../sites/registry'
import { ROUTES } from '../../sites/routes'
import { loadSiteRuntime, type SiteRuntime } from '../../sites/runtime'
import { retainPreviousAssets } from '../../renderer/assetsRetention'
import { alignSiblingTimes, precompressDir } from '../../renderer/precompress'
import { withoutSite } from '../../renderer/pageContextJson'
import { paintFirst } from '../../renderer/paintFirst'
import { injectTenantManifest } from '../serviceWorker'
import { firstLoadJsBudgetKb } from './budgets'
import { HASH_FILE } from './bundles'
import { PREVIOUS_DIR, readVersion } from './version'
import { failedReport, type TenantReport } from './report'
import { changeCount, diffTrees, linkOrCopy, listFiles, treeBytes } from './tree'
import { firstLoadJs } from './weight'

export { PREVIOUS_DIR, readVersion } from './version'
export { withoutSite } from '../../renderer/pageContextJson'

/** Drawn page share images, by what they depend on (./shareImages.ts), under the live root. */
export const SHARE_IMAGE_CACHE = '.share-images'

/** Stands for the build id until the content is known; no page or setting spells it otherwise. */
export const BUILD_ID_PLACEHOLDER = '__ALKADEMI_BUILD_ID_PLACEHOLDER__'

export interface TenantBuildOptions {
  /** `dist/.build` or, for a dry run with stale bundles, its temporary twin (client/, sw.js). */
  bundleDir: string
  /** Where the live outputs are (`dist/`): the base of the comparison. */
  liveRoot: string
  /** Where this build's output goes: `liveRoot`, or a temporary folder for `--check`. */
  outRoot: string
  /** `version.json` `builtAt`, from SOURCE_DATE_EPOCH or the commit. */
  builtAt: string
  env: Record<string, string | undefined>
}

/**
 * Rendered for `404.html`: no route matches it, so it gives the not-found page, and it is the path
 * Vike's `prerender()` renders that page at (the page shows it, e.g. in the login link's redirect).
 */
export const NOT_FOUND_PROBE = '/404'

/**
 * What is pre-rendered for every tenant: each static route of sites/routes.ts that has a page (the
 * same list the pages' `onBeforePrerenderStart` hooks give Vike), as `X/index.html` with the page
 * data Vike's client router fetches, `X/index.pageContext.json`, and the not-found page.
 */
export function prerenderPlan(): { url: string; file: string; status: number }[] {
  const plan: { url: string; file: string; status: number }[] = []
  for (const route of Object.values(ROUTES)) {
    if (route.render !== 'static' || !route.page || route.pattern.includes('{')) continue
    const dir = route.pattern === '/' ? '' : `${route.pattern.slice(1)}/`
    plan.push({ url: route.pattern, file: `${dir}index.html`, status: 200 })
    plan.push({ url: `/${dir}index.pageContext.json`, file: `${dir}index.pageContext.json`, status: 200 })
  }
  plan.push({ url: NOT_FOUND_PROBE, file: '404.html', status: 404 })
  return plan
}

/** The pre-rendered pages' addresses (not the not-found page, not page data): the sitemap's base. */
export function sitemapPaths(): string[] {
  return prerenderPlan()
    .filter((p) => p.status === 200 && p.file.endsWith('.html'))
    .map((p) => p.url)
}

type RenderPage = (init: {
  urlOriginal: string
  headersOriginal: Record<string, string>
  site: SiteRuntime
}) => Promise<{
  httpResponse: { statusCode: number; body: string } | null
}>

let renderPage: Promise<RenderPage> | undefined

/**
 * Vike's production `renderPage` over the server bundle, loaded once per process. Pages come out
 * byte-identical to Vike's `prerender()` (tests/integration/build-release.test.ts compares them) at
 * a fraction of its cost: `prerender()` resolves the Vite config and scans the build on every call,
 * which is once per tenant here.
 */
export function loadRenderer(bundleDir: string): Promise<RenderPage> {
  return (renderPage ??= (async () => {
    await import(pathToFileURL(path.join(bundleDir, 'server', 'entry.mjs')).href)
    const vike = await import('vike/server')
    return vike.renderPage as unknown as RenderPage
  })())
}

/**
 * Pages rendered at once. A render mostly waits for the API (the sandbox runs in the build's parent
 * process, or a remote host), so a few in flight keep this worker's core busy while the answers are
 * computed elsewhere: both cores work on a one-tenant build. Each render has its own pageContext and
 * writes its own file, so the bytes do not depend on the order (PRERENDER_CONCURRENCY, 4).
 */
function prerenderConcurrency(env: Record<string, string | undefined>): number {
  return Math.max(1, Number(env.PRERENDER_CONCURRENCY) || 4)
}

const PAGE_CONTEXT_SCRIPT = '<script id="vike_pageContext" type="application/json">'

/**
 * The page data of a client-side navigation, `X/index.pageContext.json`, from the page's HTML: the
 * same pageContext Vike serialises into the HTML's `vike_pageContext` script, which differs from
 * the `.pageContext.json` answer only by escaping every `/` as `\/` (json-serializer's
 * `escapeURLs`, set for HTML only; it is a blind replace, so undoing it is exact). Saves a second
 * render of every page (its `+data` and API calls again) for the same bytes as Vike's `prerender()`,
 * which serialises both from one render (tests/integration/build-release.test.ts compares them).
 * Null when the HTML has no such script: the caller renders the page data instead.
 */
export function pageContextFromHtml(html: string): string | null {
  const start = html.indexOf(PAGE_CONTEXT_SCRIPT)
  if (start < 0) return null
  const end = html.indexOf('</script>', start)
  if (end < 0) return null
  return html.slice(start + PAGE_CONTEXT_SCRIPT.length, end).replaceAll('\\/', '/')
}

/**
 * An incremental build (the release service, scripts/release/service.ts): only `pages` are
 * rendered; every other page and its page data is the live build's, with its build id turned back
 * into the placeholder, so the rest of the build (search index, build id, precache, compression)
 * runs over exactly the bytes a full build would have rendered.
 */
export interface Reuse {
  /** Addresses of `prerenderPlan()` to render; the other pages come from the live output. */
  pages: readonly string[]
}

/**
 * Which bundles made each live output: `<liveRoot>/.bundles/<key>` holds the bundles' inputs hash
 * (./bundles.ts) of the build that made `<key>` live. An incremental build reuses live pages only
 * when it is the current one: pages of older bundles name chunks the new ones lack, or render what
 * the new code would render differently, so then every page is rendered (a full build).
 */
export const BUNDLES_OF_LIVE = '.bundles'

const bundlesHash = (bundleDir: string) => {
  try {
    return fs.readFileSync(path.join(bundleDir, HASH_FILE), 'utf8').trim()
  } catch {
    return null
  }
}

function liveBundles(liveRoot: string, key: string): string | null {
  try {
    return fs.readFileSync(path.join(liveRoot, BUNDLES_OF_LIVE, key), 'utf8').trim()
  } catch {
    return null
  }
}

function recordBundles(liveRoot: string, key: string, bundleDir: string): void {
  const hash = bundlesHash(bundleDir)
  const file = path.join(liveRoot, BUNDLES_OF_LIVE, key)
  if (!hash) return void fs.rmSync(file, { force: true })
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${hash}\n`)
}

/** A live page's bytes as they were before its build id was written in; null when there is none. */
function livePage(liveDir: string, liveBuildId: string, file: string): string | null {
  let text: string
  try {
    text = fs.readFileSync(path.join(liveDir, file), 'utf8')
  } catch {
    return null
  }
  return text.replaceAll(liveBuildId, BUILD_ID_PLACEHOLDER)
}

async function prerenderInto(
  site: SiteRuntime,
  bundleDir: string,
  staging: string,
  concurrency: number,
  reuse?: Reuse & { liveDir: string; liveBuildId: string },
): Promise<number> {
  const render = await loadRenderer(bundleDir)
  const plan = prerenderPlan()
  const pageData = new Set(plan.filter((p) => p.file.endsWith('.pageContext.json')).map((p) => p.file))
  const dataOf = (file: string) => file.replace(/index\.html$/, 'index.pageContext.json')
  const reused = new Map<string, string>()
  if (reuse)
    for (const p of plan) {
      if (pageData.has(p.file) || reuse.pages.includes(p.url)) continue
      const html = livePage(reuse.liveDir, reuse.liveBuildId, p.file)
      const data = pageData.has(dataOf(p.file))
        ? livePage(reuse.liveDir, reuse.liveBuildId, dataOf(p.file))
        : ''
      // A page the live output lacks is rendered, as in a full build.
      if (html === null || data === null) continue
      reused.set(p.file, html)
      if (data) reused.set(dataOf(p.file), data)
    }
  const renders = plan.filter((p) => !pageData.has(p.file) && !reused.has(p.file))
  let pages = 0
  let next = 0
  const made = new Set<string>()
  // Synchronous, one mkdir a folder: a page's files are small, and each promise-based write was an
  // open, a write and a close through the thread pool plus a mkdir, CPU the renders need on a
  // saturated machine (bench/LOG.md, "Retained assets and rebuilds").
  const write = (file: string, body: string) => {
    const target = path.join(staging, file)
    const dir = path.dirname(target)
    if (!made.has(dir)) fs.mkdirSync(dir, { recursive: true })
    made.add(dir)
    fs.writeFileSync(target, body)
  }
  const renderOne = async (url: string, status: number) => {
    const { httpResponse } = await render({ urlOriginal: url, headersOriginal: {}, site })
    if (httpResponse?.statusCode !== status)
      throw new Error(`${url} rendered with status ${httpResponse?.statusCode ?? 'none'}, expected ${status}`)
    return httpResponse.body
  }
  const one = async ({ url, file, status }: (typeof plan)[number]) => {
    const rendered = await renderOne(url, status)
    const body = file.endsWith('.html') ? paintFirst(rendered) : rendered
    write(file, body)
    if (!file.endsWith('.html')) return
    pages++
    const dataFile = dataOf(file)
    if (!pageData.has(dataFile)) return
    const fromHtml = pageContextFromHtml(body)
    const data = fromHtml ?? (await renderOne(`/${dataFile}`, 200))
    write(dataFile, withoutSite(data))
  }
  for (const [file, body] of reused) {
    write(file, body)
    if (file.endsWith('.html')) pages++
  }
  await Promise.all(
    Array.from({ length: Math.min(concurrency, renders.length) }, async () => {
      while (next < renders.length) await one(renders[next++]!)
    }),
  )
  return pages
}

/** Digests of hashed assets by file identity: every tenant's output links the same bundle files. */
const assetDigests = new Map<string, string>()

function fileDigest(full: string, cached: boolean): string {
  const digest = () => createHash('sha256').update(fs.readFileSync(full)).digest('hex')
  if (!cached) return digest()
  const { dev, ino, size, mtimeMs } = fs.statSync(full)
  const key = `${dev}:${ino}:${size}:${mtimeMs}`
  let hit = assetDigests.get(key)
  if (hit === undefined) assetDigests.set(key, (hit = digest()))
  return hit
}

/**
 * The hash of every file (path and the digest of its bytes) under `dir`: the tenant's build id.
 * The hashed assets' digests are computed once per worker, not once per tenant (about 5 MB a
 * tenant). Retained assets join the output later, so they are not in it.
 */
export function contentId(dir: string): string {
  const hash = createHash('sha256')
  for (const file of listFiles(dir))
    hash.update(`${file}\0${fileDigest(path.join(dir, file), file.startsWith('assets/'))}\0`)
  return hash.digest('hex').slice(0, 16)
}

function replacePlaceholder(dir: string, buildId: string): void {
  let found = false
  for (const file of listFiles(dir)) {
    if (!/\.(html|json|js)$/.test(file) || file.startsWith('assets/')) continue
    const full = path.join(dir, file)
    const text = fs.readFileSync(full, 'utf8')
    if (!text.includes(BUILD_ID_PLACEHOLDER)) continue
    fs.writeFileSync(full, text.replaceAll(BUILD_ID_PLACEHOLDER, buildId))
    found = true
  }
  if (!found)
    throw new Error('the build id placeholder was not written anywhere; the site runtime changed shape?')
}

/** `About/index.html` → `/About`, `index.html` → `/`, `404.html` → `/404`. */
export function pageRoute(file: string): string {
  if (file === 'index.html') return '/'
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`
  return `/${file.replace(/\.html$/, '')}`
}

/** First-load JS per pre-rendered route (transferred bytes); throws when a route is over its budget. */
export function checkJsBudgets(siteRoot: string, budgetKb = firstLoadJsBudgetKb): Record<string, number> {
  const weights: Record<string, number> = {}
  const over: string[] = []
  for (const page of listFiles(siteRoot).filter((f) => f.endsWith('.html') && f !== 'offline.html')) {
    const route = pageRoute(page)
    const bytes = (weights[route] = firstLoadJs(siteRoot, page))
    const budget = budgetKb(route)
    if (bytes > budget * 1024) over.push(`${route} ${(bytes / 1024).toFixed(1)} KB > ${budget} KB`)
  }
  if (over.length)
    throw new Error(`first-load JS over budget (gzip; scripts/release/budgets.ts): ${over.join(', ')}`)
  return weights
}

const deletions: Promise<void>[] = []

/**
 * Moves a folder out of the way at once and deletes it in the background (the file system work
 * runs on libuv's threads while the next tenant renders); `settled()` waits for all of them.
 */
function discard(dir: string): void {
  if (!fs.existsSync(dir)) return
  const trash = `${dir}.trash-${process.pid}-${deletions.length}`
  fs.renameSync(dir, trash)
  deletions.push(fs.promises.rm(trash, { recursive: true, force: true }))
}

export async function settled(): Promise<void> {
  await Promise.all(deletions)
}

/**
 * The bundles' files into a staging folder as hard links (no copy: every tenant holds the same
 * bytes, and nothing writes into a built file, it is replaced); copies where linking is refused
 * (another file system, as for a dry run in the temporary folder).
 */
function linkTree(from: string, to: string, skip: ReadonlySet<string> = new Set()): void {
  const made = new Set<string>()
  for (const file of listFiles(from)) {
    if (skip.has(file.replace(/\.(br|gz)$/, ''))) continue
    const target = path.join(to, file)
    const dir = path.dirname(target)
    if (!made.has(dir)) fs.mkdirSync(dir, { recursive: true })
    made.add(dir)
    linkOrCopy(path.join(from, file), target)
  }
}

/**
 * The landing chunks of the other families (and their `.br`/`.gz`), relative to the client folder:
 * the tenant's landing is resolved at build (`site.landings`), so its pages never load another
 * family's, and its folder does not carry them (each tenant's files hold its own site only). Read
 * from the client manifest Vike writes beside the bundles; without one nothing is left out.
 */
export function otherLandingChunks(bundleDir: string, own: readonly string[]): Set<string> {
  let manifest: Record<string, { file: string }>
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(bundleDir, 'assets.json'), 'utf8')) as typeof manifest
  } catch {
    return new Set()
  }
  const skip = new Set<string>()
  for (const [source, entry] of Object.entries(manifest)) {
    const family = /^sites\/landings\/([^/]+)\/Landing\.tsx$/.exec(source)?.[1]
    if (family && !own.includes(family)) skip.add(entry.file)
  }
  return skip
}

/**
 * `precompressDir` over the tenant's own files. The hashed assets are links to the bundle's files,
 * which got their `.br`/`.gz` when the bundles were built under the same rules: `precompressDir`
 * would read each of them (about 600 files, 4.7 MB a tenant) only to find its siblings there.
 * They wait beside the staging folder meanwhile (a rename both ways, on the same file system).
 */
async function precompressPages(staging: string): Promise<void> {
  const assets = path.join(staging, 'assets')
  const aside = `${staging}.assets`
  const moved = fs.existsSync(assets)
  if (moved) fs.renameSync(assets, aside)
  try {
    await precompressDir(staging)
  } finally {
    if (moved) fs.renameSync(aside, assets)
  }
}

/** Live `<root>/<key>` becomes `<root>/.previous/<key>`, staging becomes live. */
function makeLive(root: string, key: string, staging: string): void {
  const live = path.join(root, key)
  const previous = path.join(root, PREVIOUS_DIR, key)
  discard(previous)
  fs.mkdirSync(path.dirname(previous), { recursive: true })
  if (fs.existsSync(live)) fs.renameSync(live, previous)
  fs.renameSync(staging, live)
}

export async function buildTenant(
  key: string,
  options: TenantBuildOptions,
  reuse?: Reuse,
): Promise<TenantReport> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  // Where a tenant's time goes, for bench:build (each phase: ms since the previous one).
  const phases: Record<string, number> = {}
  let lap = started
  const phase = (name: string) => {
    const now = performance.now()
    phases[name] = Math.round(now - lap)
    lap = now
  }
  const live = path.join(options.liveRoot, key)
  const previousBuildId = readVersion(live)?.buildId ?? null
  const staging = path.join(options.outRoot, '.staging', key)
  try {
    const tenant = getTenant(key)
    if (!tenant) throw new Error(`unknown tenant key "${key}" (see --list)`)
    const { site, settingsError } = await loadSiteRuntime(key, options.env, BUILD_ID_PLACEHOLDER)
    if (settingsError) throw new Error(settingsError)
    // A font the settings name that is not self-hosted: said here, at build, never in the browser.
    for (const warning of fontWarnings(mergeTheme(tenant.theme, site.settings?.css), key))
      console.warn(warning)
    phase('settings')

    const clientDir = path.join(options.bundleDir, 'client')
    fs.rmSync(staging, { recursive: true, force: true })
    const ownLandings = [site.landings.home.family, site.landings.pesilat.family]
    linkTree(clientDir, staging, otherLandingChunks(options.bundleDir, ownLandings))
    phase('assets')
    // The feeds and the sitemap mostly wait for the API too: fetched while the pages render (their
    // own files, so the bytes do not depend on the order). One phase, `prerender`, for the three.
    const [pages, , sitemap] = await Promise.all([
      prerenderInto(
        site,
        options.bundleDir,
        staging,
        prerenderConcurrency(options.env),
        reuse &&
          previousBuildId &&
          bundlesHash(options.bundleDir) !== null &&
          liveBundles(options.liveRoot, key) === bundlesHash(options.bundleDir)
          ? { ...reuse, liveDir: live, liveBuildId: previousBuildId }
          : undefined,
      ),
      writeFeeds(site, staging),
      writeSitemap(site, staging, sitemapPaths()),
    ])
    phase('prerender')
    // Over the pages just rendered and the items the sitemap listed; before the build id, which
    // it is part of.
    const search = await writeSearchIndex(site, staging, sitemap.search.pages, sitemap.search.records)
    phase('search')
    const shareImages = await writeShareImages(
      tenant,
      site.settings,
      staging,
      path.join(options.liveRoot, SHARE_IMAGE_CACHE),
    )
    phase('shareImages')
    fs.writeFileSync(path.join(staging, 'site.json'), JSON.stringify(site))
    for (const file of await tenantFiles(tenant, site.settings))
      fs.writeFileSync(path.join(staging, file.path.slice(1)), file.body)

    const firstLoadJs = checkJsBudgets(staging)
    phase('budgets')
    const buildId = contentId(staging)
    replacePlaceholder(staging, buildId)
    phase('buildId')
    fs.writeFileSync(
      path.join(staging, 'version.json'),
      JSON.stringify({ buildId, tenant: key, builtAt: options.builtAt }),
    )
    const precache = await injectTenantManifest(path.join(options.bundleDir, 'sw.js'), staging)
    phase('precache')
    // `.br`/`.gz` beside every text file, so any CDN or nginx can serve them precompressed.
    await precompressPages(staging)
    // A visitor holding a page of the live build can still load its chunks for a while.
    // After compressing: the live build's siblings of assets kept here are then not "missing".
    retainPreviousAssets(live, staging)
    phase('compress')
    const files = diffTrees(live, staging, { keepTimes: true })
    await alignSiblingTimes(staging)
    const bytes = treeBytes(staging)
    phase('diff')

    if (options.outRoot !== options.liveRoot) {
      const out = path.join(options.outRoot, key)
      fs.rmSync(out, { recursive: true, force: true })
      fs.renameSync(staging, out)
    } else if (changeCount(files) === 0) {
      discard(staging)
      recordBundles(options.liveRoot, key, options.bundleDir)
    } else {
      makeLive(options.liveRoot, key, staging)
      recordBundles(options.liveRoot, key, options.bundleDir)
    }
    phase('swap')
    return {
      key,
      status: 'ok',
      buildId,
      previousBuildId,
      pages,
      bytes,
      precacheBytes: precache.size,
      searchIndexBytes: search.bytes,
      shareImages: { images: shareImages.images, drawn: shareImages.drawn },
      firstLoadJs,
      ms: elapsed(),
      phases,
      files,
    }
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true })
    return failedReport(key, error instanceof Error ? error.message : String(error), {
      buildId: previousBuildId,
      previousBuildId,
      ms: elapsed(),
    })
  }
}
