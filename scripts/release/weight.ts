/**
 * What a visitor downloads: bytes "transferred" are the gzip size of text files (the renderer and
 * any CDN compress them; brotli, which the renderer prefers, is smaller still, so this is an upper
 * bound) and the raw size of the rest (fonts, images). Hashed assets are the same file in every
 * tenant, so their size is computed once per process.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { LANDING_FAMILIES } from '../../sites/layouts'
import type { SiteRuntime } from '../../sites/runtime'

const TEXT = /\.(html|js|mjs|css|json|svg|txt|webmanifest)$/
const assetSizes = new Map<string, number>()

export function transferSize(siteRoot: string, file: string): number {
  const cached = file.startsWith('assets/') ? assetSizes.get(file) : undefined
  if (cached !== undefined) return cached
  const bytes = fs.readFileSync(path.join(siteRoot, file))
  const size = TEXT.test(file) ? gzipSync(bytes).length : bytes.length
  if (file.startsWith('assets/')) assetSizes.set(file, size)
  return size
}

/**
 * The hashed `/assets/…` files a pre-rendered page loads (scripts, styles, preloads), including the
 * scripts its paint-first start-up names in `data-entry` and the space-separated `data-preload`
 * (renderer/paintFirst.ts).
 */
export function referencedAssets(html: string): string[] {
  return [...new Set([...html.matchAll(/[\s"'(](\/assets\/[^"'()\s?#]+)/g)].map((m) => m[1]!))]
}

/** The scripts a first visit to a pre-rendered page loads before anything lazy: its entry and module preloads. */
export function firstLoadScripts(html: string): string[] {
  return referencedAssets(html).filter((url) => /\.m?js$/.test(url))
}

/** `import … from './x.js'` and `import './x.js'` in a built chunk: the specifier. */
export const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']([^"']+\.js)["']/g
/** `import('./x.js')` in a built chunk: the specifier. */
export const DYNAMIC_IMPORT = /import\([`"']([^`"']+\.js)[`"']\)/g

const importsCache = new Map<string, { statics: string[]; dynamics: string[] }>()

/**
 * What a built script imports, statically and with `import()`, as written in it (relative to the
 * script). Cached for hashed assets, which are the same file in every tenant and every page.
 */
export function importsOf(siteRoot: string, file: string): { statics: string[]; dynamics: string[] } {
  const cached = file.startsWith('assets/') ? importsCache.get(file) : undefined
  if (cached) return cached
  const code = fs.readFileSync(path.join(siteRoot, file), 'utf8')
  const imports = {
    statics: [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]!),
    dynamics: [...code.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!),
  }
  if (file.startsWith('assets/')) importsCache.set(file, imports)
  return imports
}

/**
 * The pages that load a landing before they hydrate (their `+onBeforeRenderClient`,
 * features/landing/preload.ts), by page id, with the landing each renders.
 */
export const LANDING_OF_PAGE: Readonly<Record<string, keyof SiteRuntime['landings']>> = {
  '/pages/index': 'home',
  '/pages/Pesilat/Landing': 'pesilat',
}

/**
 * The scripts a first visit to a pre-rendered page runs before it is hydrated, as paths under the
 * site: its entry and module preloads, their static imports, and on a page that renders a landing
 * that landing (the entry of the landing table, sites/landings/index.ts, at the position the page
 * names) with its own static imports. Vike preloads neither the landing nor what it imports.
 */
export function firstLoadFiles(siteRoot: string, page: string): string[] {
  const html = fs.readFileSync(path.join(siteRoot, page), 'utf8')
  const pageId = /"pageId":"((?:[^"\\]|\\.)*)"/.exec(html)?.[1]?.replaceAll('\\/', '/')
  const landingKey = pageId === undefined ? undefined : LANDING_OF_PAGE[pageId]
  const landings = /"landings":(\{(?:"[^"]+":\{[^{}]*\},?)*\})/.exec(html)?.[1]
  const position =
    landingKey && landings ? (JSON.parse(landings) as SiteRuntime['landings'])[landingKey].chunk : -1
  const seen = new Set<string>()
  const queue = firstLoadScripts(html).map((url) => url.slice(1))
  while (queue.length) {
    const file = queue.shift()!
    if (seen.has(file)) continue
    seen.add(file)
    const { statics, dynamics } = importsOf(siteRoot, file)
    const near = (spec: string) => path.posix.join(path.posix.dirname(file), spec)
    queue.push(...statics.map(near))
    const landing = dynamics.length === LANDING_FAMILIES.length ? dynamics[position] : undefined
    if (landing) queue.push(near(landing))
  }
  return [...seen]
}

/** The JavaScript a first visit to a pre-rendered page runs before it is hydrated (bytes transferred). */
export function firstLoadJs(siteRoot: string, page: string): number {
  return firstLoadFiles(siteRoot, page).reduce((sum, file) => sum + transferSize(siteRoot, file), 0)
}
