/**
 * What a visitor downloads: bytes "transferred" are the gzip size of text files (the renderer and
 * any CDN compress them; brotli, which the renderer prefers, is smaller still, so this is an upper
 * bound) and the raw size of the rest (fonts, images). Hashed assets are the same file in every
 * tenant, so their size is computed once per process.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

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

/** The JavaScript a first visit to a pre-rendered page loads before anything lazy (bytes transferred). */
export function firstLoadJs(siteRoot: string, page: string): number {
  const html = fs.readFileSync(path.join(siteRoot, page), 'utf8')
  return firstLoadScripts(html).reduce((sum, url) => sum + transferSize(siteRoot, url.slice(1)), 0)
}
