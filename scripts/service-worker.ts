/**
 * The service worker in the per-tenant build (TOOLCHAIN.md, "Service worker facts"): sw/sw.ts is
 * bundled once, then workbox-build injects each tenant's precache manifest into its own copy,
 * `dist/<key>/sw.js`, after that tenant is pre-rendered.
 *
 * The precache holds what a visitor needs to read the pre-rendered pages offline and nothing more
 * (on a metered phone every byte counts): the pages, their Vike page data, the assets those pages
 * reference, the logo, favicon and the offline page. Other chunks (other tenants' landings, pages
 * not yet opened) are cached when first used.
 */
import { build } from 'esbuild'
import fs from 'node:fs'
import path from 'node:path'
import { injectManifest } from 'workbox-build'

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

export async function injectTenantManifest(
  swSrc: string,
  siteRoot: string,
): Promise<{ count: number; size: number }> {
  const pages = fs
    .readdirSync(siteRoot, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html') && f !== '404.html')
  const assets = new Set<string>()
  for (const page of pages)
    for (const url of referencedAssets(fs.readFileSync(path.join(siteRoot, page), 'utf8'))) assets.add(url)

  const { count, size, warnings } = await injectManifest({
    swSrc,
    swDest: path.join(siteRoot, 'sw.js'),
    globDirectory: siteRoot,
    globPatterns: [
      '**/*.html',
      '**/*.pageContext.json',
      'logo.svg',
      'favicon.svg',
      ...[...assets].map((url) => url.slice(1)),
    ],
    globIgnores: ['404.html', 'sw.js'],
    // Hashed file names already change with their content.
    dontCacheBustURLsMatching: /^\/?assets\//,
    manifestTransforms: [
      (entries) => ({ manifest: entries.map((e) => ({ ...e, url: precacheUrl(e.url) })), warnings: [] }),
    ],
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  })
  if (warnings.length) throw new Error(`service worker manifest: ${warnings.join('; ')}`)
  return { count, size }
}
