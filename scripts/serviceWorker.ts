/**
 * The service worker in the per-tenant build (README, "sw/"): sw/sw.ts is
 * bundled once, then each tenant's precache manifest is injected into its own copy,
 * `dist/<key>/sw.js`, after that tenant is pre-rendered.
 *
 * The precache is what a first visit downloads in the background, so it stays within a budget
 * (on a metered phone every byte counts; 300 KB transferred): the logo, favicon and
 * offline page, the home page, the search results page, and then the pages the home links to while they fit, each with its
 * Vike page data and the assets it loads. Other pages and chunks are cached when first used.
 */
import { build } from 'esbuild'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { PRECACHE_BUDGET_KB } from './release/budgets'
import { listFiles } from './release/tree'
import { ROUTES } from '../sites/routes'
import { referencedAssets, transferSize } from './release/weight'

const INJECTION_POINT = 'self.__WB_MANIFEST'

/** The site search results page, kept with the shell. */
const SEARCH_PAGE = ROUTES.search.pattern

export async function bundleServiceWorker(root: string, outFile: string): Promise<void> {
  await build({
    entryPoints: [path.join(root, 'sw/sw.ts')],
    outfile: outFile,
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    // Workbox prints its debug logs unless this is 'production'.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
}

/** `About/index.html` → `/About`, `index.html` → `/`, `logo.svg` → `/logo.svg`. */
export function precacheUrl(file: string): string {
  if (file.startsWith('/')) return file
  if (file === 'index.html') return '/'
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`
  return `/${file}`
}

export { referencedAssets }

/** The pre-rendered page a same-site link leads to (`/About` → `About/index.html`), if any. */
function pageFileFor(href: string, present: Set<string>): string | undefined {
  const pathname = href.split(/[?#]/)[0]!.replace(/\/+$/, '')
  const file = pathname === '' ? 'index.html' : `${pathname.slice(1)}/index.html`
  return present.has(file) ? file : undefined
}

/** Pages in the order the home page links to them: navigation first, as a visitor meets them. */
export function linkedPages(homeHtml: string, present: Set<string>): string[] {
  const pages: string[] = []
  for (const [, href] of homeHtml.matchAll(/<a\b[^>]*\shref="(\/[^"]*)"/g)) {
    const file = pageFileFor(href!, present)
    if (file && !pages.includes(file)) pages.push(file)
  }
  return pages
}

export interface Precache {
  files: string[]
  /** Transferred bytes (./release/weight.ts). */
  bytes: number
}

/**
 * What the worker downloads on a first visit, within `budgetBytes` transferred: the shell (the
 * logo, favicon and offline page), the home page with its data and the assets it loads, then the
 * pages the home links to, in link order, each with its data and assets, while they fit. Pages left
 * out are cached when visited (sw/sw.ts: network first, kept for offline). Throws when the shell
 * and home alone do not fit.
 */
export function selectPrecache(siteRoot: string, budgetBytes: number): Precache {
  const present = new Set(listFiles(siteRoot))
  const chosen = new Set<string>()
  let bytes = 0
  const bundle = (page: string | null, extra: string[] = []) => {
    const files = [...extra]
    if (page) {
      files.push(page)
      const data = page.replace(/\.html$/, '.pageContext.json')
      if (present.has(data)) files.push(data)
      const html = fs.readFileSync(path.join(siteRoot, page), 'utf8')
      const assets = referencedAssets(html).map((url) => url.slice(1))
      const missing = assets.filter((asset) => !present.has(asset))
      if (missing.length) throw new Error(`${page} references missing ${missing.join(', ')}`)
      files.push(...assets)
    }
    return files.filter((f, i) => !chosen.has(f) && present.has(f) && files.indexOf(f) === i)
  }
  const cost = (files: string[]) => files.reduce((sum, f) => sum + transferSize(siteRoot, f), 0)
  const take = (files: string[]) => {
    files.forEach((f) => chosen.add(f))
    bytes += cost(files)
  }

  take(bundle('index.html', ['offline.html', 'logo.svg', 'favicon.svg']))
  if (bytes > budgetBytes)
    throw new Error(
      `precache of the shell, offline page and home is ${(bytes / 1024).toFixed(1)} KB, over its ${(budgetBytes / 1024).toFixed(0)} KB budget`,
    )
  // The results page next, as part of the shell: the header's search opens it from every page, and
  // offline a never-visited /Cari would otherwise be the offline page (sw/sw.ts falls back to the
  // precached document of the address's path, whatever its query).
  const search = pageFileFor(SEARCH_PAGE, present)
  if (search) {
    const files = bundle(search)
    if (bytes + cost(files) <= budgetBytes) take(files)
  }
  const home = fs.readFileSync(path.join(siteRoot, 'index.html'), 'utf8')
  for (const page of linkedPages(home, present)) {
    const files = bundle(page)
    if (bytes + cost(files) <= budgetBytes) take(files)
  }
  return { files: [...chosen].sort(), bytes }
}

/**
 * Writes `<siteRoot>/sw.js`: the bundled worker with this tenant's precache manifest in place of
 * `self.__WB_MANIFEST`, as workbox-build's injectManifest would (entries `{ url, revision }`, the
 * revision an MD5 of the bytes, none for hashed assets), without loading workbox-build (about a
 * second of start-up for every build). Entries are sorted, so the same files give the same bytes.
 */
export async function injectTenantManifest(
  swSrc: string,
  siteRoot: string,
  budgetBytes = PRECACHE_BUDGET_KB * 1024,
): Promise<{ count: number; size: number }> {
  const precache = selectPrecache(siteRoot, budgetBytes)
  const manifest = precache.files.map((file) => {
    // Hashed file names already change with their content.
    const revision = file.startsWith('assets/')
      ? null
      : createHash('md5')
          .update(fs.readFileSync(path.join(siteRoot, file)))
          .digest('hex')
    return { revision, url: precacheUrl(file) }
  })
  const source = await fs.promises.readFile(swSrc, 'utf8')
  const parts = source.split(INJECTION_POINT)
  if (parts.length !== 2)
    throw new Error(`service worker bundle: expected one ${INJECTION_POINT}, found ${parts.length - 1}`)
  await fs.promises.writeFile(path.join(siteRoot, 'sw.js'), parts.join(JSON.stringify(manifest)))
  return { count: manifest.length, size: precache.bytes }
}
