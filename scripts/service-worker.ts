/**
 * The service worker in the per-tenant build (TOOLCHAIN.md, "Service worker facts"): sw/sw.ts is
 * bundled once, then each tenant's precache manifest is injected into its own copy,
 * `dist/<key>/sw.js`, after that tenant is pre-rendered.
 *
 * The precache holds what a visitor needs to read the pre-rendered pages offline and nothing more
 * (on a metered phone every byte counts): the pages, their Vike page data, the assets those pages
 * reference, the logo, favicon and the offline page. Other chunks (other tenants' landings, pages
 * not yet opened) are cached when first used.
 */
import { build } from 'esbuild'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { listFiles } from './release/tree'

const INJECTION_POINT = 'self.__WB_MANIFEST'

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

/** The hashed `/assets/…` files a pre-rendered page loads (scripts, styles, preloads). */
export function referencedAssets(html: string): string[] {
  return [...new Set([...html.matchAll(/["'(](\/assets\/[^"'()\s?#]+)/g)].map((m) => m[1]!))]
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
): Promise<{ count: number; size: number }> {
  const files = listFiles(siteRoot)
  const pages = files.filter((f) => f.endsWith('.html') && f !== '404.html')
  const assets = new Set<string>()
  for (const page of pages)
    for (const url of referencedAssets(fs.readFileSync(path.join(siteRoot, page), 'utf8')))
      assets.add(url.slice(1))
  const present = new Set(files)
  const missing = [...assets].filter((asset) => !present.has(asset))
  if (missing.length)
    throw new Error(`service worker manifest: pages reference missing ${missing.join(', ')}`)

  const wanted = files.filter(
    (f) =>
      f !== '404.html' &&
      f !== 'sw.js' &&
      (f.endsWith('.html') ||
        f.endsWith('.pageContext.json') ||
        f === 'logo.svg' ||
        f === 'favicon.svg' ||
        assets.has(f)),
  )
  let size = 0
  const manifest = wanted.map((file) => {
    const bytes = fs.readFileSync(path.join(siteRoot, file))
    size += bytes.length
    // Hashed file names already change with their content.
    const revision = file.startsWith('assets/') ? null : createHash('md5').update(bytes).digest('hex')
    return { revision, url: precacheUrl(file) }
  })
  const source = await fs.promises.readFile(swSrc, 'utf8')
  const parts = source.split(INJECTION_POINT)
  if (parts.length !== 2)
    throw new Error(`service worker bundle: expected one ${INJECTION_POINT}, found ${parts.length - 1}`)
  await fs.promises.writeFile(path.join(siteRoot, 'sw.js'), parts.join(JSON.stringify(manifest)))
  return { count: manifest.length, size }
}
