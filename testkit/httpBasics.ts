/**
 * What every answer of a site must be at the HTTP level, whoever serves it: a missing asset is a
 * plain 404, hashed assets are immutable and HTML revalidated with the security headers, text goes
 * compressed (brotli for built files, gzip for server renders), an unknown item is the not-found
 * page with 404. Each check returns what is wrong, so the renderer (tests/integration) and the CDN
 * in front of the edge (tests/e2e/edge.spec.ts) are held to the same list.
 */
import type { IncomingHttpHeaders } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { firstLoadScripts } from '../scripts/release/weight'
import { NOT_FOUND_TEXT } from '../shell/errorTexts'

export interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  /** The body exactly as sent. */
  body: Buffer
}

/** A GET with the tenant's Host header; the body as sent, not decompressed. */
export type RawGet = (tenant: string, path: string, headers?: Record<string, string>) => Promise<RawAnswer>

export async function missingAssetProblems(get: RawGet): Promise<string[]> {
  const res = await get('demo', '/assets/entries/missing.js')
  const problems: string[] = []
  if (res.status !== 404) problems.push(`missing asset: HTTP ${res.status}`)
  if (String(res.headers['content-type'] ?? '').includes('text/html'))
    problems.push(`missing asset: ${res.headers['content-type']}`)
  return problems
}

export async function cachingAndSecurityProblems(get: RawGet): Promise<string[]> {
  const problems: string[] = []
  const html = await get('smkcoding', '/About')
  if (html.headers['cache-control'] !== 'no-cache')
    problems.push(`HTML cache-control: ${html.headers['cache-control']}`)
  if (html.headers['x-content-type-options'] !== 'nosniff')
    problems.push(`x-content-type-options: ${html.headers['x-content-type-options']}`)
  if (!String(html.headers['content-security-policy'] ?? '').includes("frame-ancestors 'none'"))
    problems.push(`content-security-policy: ${html.headers['content-security-policy']}`)
  const script = firstLoadScripts(html.body.toString())[0]
  if (!script) return [...problems, 'the page names no script']
  const asset = await get('smkcoding', script)
  if (asset.headers['cache-control'] !== 'public, max-age=31536000, immutable')
    problems.push(`${script} cache-control: ${asset.headers['cache-control']}`)
  return problems
}

/** `newsSlug`: a news post of demo's, a page rendered on request. */
export async function compressionProblems(get: RawGet, newsSlug: string): Promise<string[]> {
  const problems: string[] = []
  for (const [path, accept, expected] of [
    ['/', 'gzip, deflate, br', 'br'],
    ['/', 'gzip', 'gzip'],
    [`/News/${newsSlug}`, 'gzip, br', 'gzip'],
  ] as const) {
    const where = `${path} for ${accept}`
    const res = await get('demo', path, { 'accept-encoding': accept })
    if (res.headers['content-encoding'] !== expected)
      problems.push(`${where}: content-encoding ${res.headers['content-encoding']}`)
    if (!String(res.headers.vary ?? '').includes('Accept-Encoding'))
      problems.push(`${where}: vary ${res.headers.vary}`)
    let html = ''
    try {
      html = (expected === 'br' ? brotliDecompressSync(res.body) : gunzipSync(res.body)).toString()
    } catch (error) {
      problems.push(`${where}: ${String(error)}`)
    }
    if (!html.includes('</html>')) problems.push(`${where}: not a whole page`)
  }
  const plain = await get('demo', '/')
  if (plain.headers['content-encoding'] !== undefined)
    problems.push(`no accept-encoding: content-encoding ${plain.headers['content-encoding']}`)
  if (!plain.body.toString().includes('</html>')) problems.push('no accept-encoding: not a whole page')
  return problems
}

export async function unknownNewsProblems(get: RawGet): Promise<string[]> {
  const res = await get('demo', '/News/tidak-ada-berita-ini')
  const problems: string[] = []
  if (res.status !== 404) problems.push(`unknown news slug: HTTP ${res.status}`)
  if (!res.body.toString().includes(NOT_FOUND_TEXT))
    problems.push('unknown news slug: not the not-found page')
  return problems
}
