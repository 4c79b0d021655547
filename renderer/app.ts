/**
 * The production server: one stateless Node process serving every built tenant.
 *
 * Host → tenant (sites/resolve.ts). Each tenant's `dist/<key>/` is served as is: hashed assets
 * cached for a year and immutable, HTML and JSON revalidated (`no-cache`), text compressed (brotli or
 * gzip, renderer/compression.ts), a missing asset a plain
 * 404 (never HTML, so a stale page cannot execute a page as a script). Parameterised entry paths
 * (route table, `render: 'server'`) are rendered on request through Vike with the tenant's runtime
 * in pageContext. Anything else answers with the pre-rendered not-found page and status 404.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Hono, type Context } from 'hono'
import { hostOrigins } from '../api/hosts'
import { tenantForHost } from '../sites/resolve'
import { ROUTES, findRoute } from '../sites/routes'
import type { SiteRuntime } from '../sites/runtime'
import { compressedFile, gzipOnce, pickEncoding, shouldCompress } from './compression'
import { securityHeaders } from './headers'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

export interface RendererOptions {
  distDir: string
  /** Vike's renderPage, injected so tests and the server share one instance. */
  renderPage: (init: {
    urlOriginal: string
    headersOriginal: Record<string, string>
    site: SiteRuntime
  }) => Promise<{
    httpResponse: { statusCode: number; body: string; headers: [string, string][] } | null
  }>
}

interface TenantFiles {
  root: string
  site: SiteRuntime
  headers: Record<string, string>
}

export function createRenderer({ distDir, renderPage }: RendererOptions): Hono {
  const cache = new Map<string, TenantFiles | null>()

  function tenantFiles(key: string): TenantFiles | null {
    if (cache.has(key)) return cache.get(key) ?? null
    const root = path.join(distDir, key)
    let files: TenantFiles | null
    try {
      const site = JSON.parse(fs.readFileSync(path.join(root, 'site.json'), 'utf8')) as SiteRuntime
      files = { root, site, headers: securityHeaders(hostOrigins(site.api.hosts)) }
    } catch {
      files = null
    }
    cache.set(key, files)
    return files
  }

  function fileResponse(c: Context, t: TenantFiles, file: string, status = 200): Response {
    const ext = path.extname(file)
    const immutable = file.startsWith(path.join(t.root, 'assets') + path.sep)
    const type = TYPES[ext] ?? 'application/octet-stream'
    const headers: Record<string, string> = {
      ...t.headers,
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    }
    const { size, mtimeMs } = fs.statSync(file)
    const encoding = shouldCompress(type, size) ? pickEncoding(c.req.header('accept-encoding')) : null
    if (!encoding) return c.body(fs.readFileSync(file), status as 200, headers)
    headers['Content-Encoding'] = encoding
    const body = compressedFile(file, `${size}:${mtimeMs}`, () => fs.readFileSync(file), encoding)
    return c.body(body, status as 200, headers)
  }

  function existingFile(t: TenantFiles, urlPath: string): string | null {
    const candidates = urlPath.endsWith('/')
      ? [path.join(urlPath, 'index.html')]
      : [urlPath, path.join(urlPath, 'index.html')]
    for (const rel of candidates) {
      const file = path.join(t.root, rel)
      if (!file.startsWith(t.root + path.sep)) return null
      try {
        if (fs.statSync(file).isFile()) return file
      } catch {
        // try the next candidate
      }
    }
    return null
  }

  const app = new Hono()

  app.get('/healthz', (c) => c.json({ ok: true }))

  app.all('*', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' })
    const tenant = tenantForHost(c.req.header('host'))
    if (!tenant) return c.text('Situs tidak dikenal', 404)
    const t = tenantFiles(tenant.key)
    if (!t) return c.text(`Situs ${tenant.key} belum dibangun`, 503)

    let urlPath: string
    try {
      urlPath = decodeURIComponent(new URL(c.req.url).pathname)
    } catch {
      return c.text('Bad Request', 400)
    }
    if (urlPath.includes('\0') || urlPath.split('/').includes('..')) return c.text('Bad Request', 400)

    if (urlPath.startsWith('/assets/')) {
      const file = existingFile(t, urlPath)
      return file ? fileResponse(c, t, file) : c.text('Not Found', 404, { 'Cache-Control': 'no-store' })
    }
    if (urlPath === '/site.json') return notFound(c, t)

    const file = existingFile(t, urlPath)
    if (file) return fileResponse(c, t, file)

    // Server-rendered entry paths, and their pageContext.json for client-side navigation.
    const pagePath = urlPath.replace(/\/index\.pageContext\.json$/, '') || '/'
    const route = findRoute(pagePath, true)
    if (route && ROUTES[route.id].render === 'server') {
      const url = new URL(c.req.url)
      const { httpResponse } = await renderPage({
        urlOriginal: url.pathname + url.search,
        headersOriginal: Object.fromEntries(c.req.raw.headers),
        site: t.site,
      })
      if (httpResponse) {
        const headers = new Headers(httpResponse.headers)
        for (const [k, v] of Object.entries(t.headers)) headers.set(k, v)
        headers.set('Cache-Control', 'no-cache')
        headers.set('Vary', 'Accept-Encoding')
        const encoding = pickEncoding(c.req.header('accept-encoding'), false)
        if (!encoding) return new Response(httpResponse.body, { status: httpResponse.statusCode, headers })
        headers.set('Content-Encoding', encoding)
        headers.delete('Content-Length')
        return new Response(gzipOnce(httpResponse.body), { status: httpResponse.statusCode, headers })
      }
    }
    return notFound(c, t)
  })

  function notFound(c: Context, t: TenantFiles): Response {
    const page = path.join(t.root, '404.html')
    return fs.existsSync(page) ? fileResponse(c, t, page, 404) : c.text('Not Found', 404)
  }

  return app
}
