/**
 * The production server: one stateless Node process serving every built tenant.
 *
 * Host → tenant (sites/resolve.ts). Each tenant's `dist/<key>/` is served from memory
 * (renderer/files.ts): hashed assets cached for a year and immutable, HTML and JSON revalidated
 * (`no-cache`) with `ETag`/`Last-Modified` and 304 answers, text compressed (brotli or gzip, written
 * beside each file at build time), a missing asset a plain 404 (never HTML, so a stale page cannot
 * execute a page as a script). What is never served is decided on the resolved file
 * (renderer/paths.ts). Parameterised entry paths (route table, `render: 'server'`) are rendered on
 * request through Vike with the tenant's runtime in pageContext, behind a micro-cache
 * (renderer/ssrCache.ts), the backend guard (renderer/upstream.ts: short time-out, breaker,
 * 502/503/504) and load shedding (renderer/renderGate.ts: a render that would queue too long answers
 * 503 at once). Anything else answers with the pre-rendered not-found page and status 404.
 *
 * A path longer than any address answers 414, and a path no built file can have is never looked up
 * (renderer/pathRules.ts), so made-up addresses cost no memory. A server render never reads the
 * query string (list state applies after hydration, components/urlState.ts), so it is rendered and
 * kept by path: `/News/x?<anything>` is `/News/x`'s render. `/healthz/memory` tells what the
 * process holds (memory figures and each cache's entries and bytes).
 *
 * Every response, plain-text errors included, carries the security headers (renderer/headers.ts).
 */
import path from 'node:path'
import { Hono, type Context } from 'hono'
import { tenantForHost } from '../sites/resolve'
import { RELEASE_NOTICE_PATH } from '../api/releaseNotice'
import { forwardReleaseNotice, releaseNoticeConfig, type ReleaseNoticeConfig } from './releaseNotice'
import { ROUTES, findRoute } from '../sites/routes'
import type { SiteRuntime } from '../sites/runtime'
import { gzipOnce, pickEncoding } from './compression'
import { FileCache, etagFor, notModified, type StaticFile } from './files'
import { hstsValue, securityHeaders, tenantSecurityHeaders } from './headers'
import { candidateFiles, decodedPath, slashlessPath } from './paths'
import { isTooLong, mayBeFile } from './pathRules'
import { withoutSite } from './pageContextJson'
import { paintFirst } from './paintFirst'
import { RenderCache, type Rendered } from './ssrCache'
import { ShareImageCache } from './shareImages'
import { pageOfShareImage } from '../sites/logo'
import { Breakers, gatewayStatus, installGuard, withUpstream } from './upstream'
import { renderGateFromEnv, type RenderGate } from './renderGate'
import { ByteLru, type ByteLruStats } from './byteLru'

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
  /** `Strict-Transport-Security` value, null for none; default from the environment (headers.ts). */
  hsts?: string | null
  /** Server-side API time-out in ms (`SSR_API_TIMEOUT_MS`, 2500). */
  apiTimeoutMs?: number
  /** How long a server render is reused (`SSR_CACHE_MS`, 1000; 0 turns the micro-cache off). */
  ssrCacheMs?: number
  files?: FileCache
  /** Load shedding for server renders (renderer/renderGate.ts); default from the environment. */
  gate?: RenderGate
  /** Told every file answer sent (renderer/fastStatic.ts keeps them for the hot path). */
  onFileAnswer?: (request: Request, answer: FileAnswer) => void
  /** Caches kept outside the app (renderer/fastStatic.ts), for `/healthz/memory`. */
  moreCaches?: () => Record<string, ByteLruStats>
  /** Where the desk's change notices go (renderer/releaseNotice.ts); default from the environment. */
  releaseNotices?: ReleaseNoticeConfig
  /** Bytes of parsed tenant runtimes kept (`TENANT_RUNTIMES_BYTES`); see `tenantRuntimeBytes`. */
  tenantRuntimesBytes?: number
}

/**
 * The parsed runtimes (`site.json`) and security headers of the tenants served lately, bounded in
 * bytes like every other cache here (renderer/byteLru.ts): a provider with hundreds of sites would
 * otherwise keep one of each per tenant ever served, for the life of the process. 2 MB holds about
 * 150 tenants; one pushed out is parsed again from the file cache on its next request, in
 * microseconds.
 */
export const TENANT_RUNTIMES_BYTES = 2 * 1024 * 1024

/** What one kept runtime costs: its parsed JSON (a few times its text) and its header strings. */
function tenantRuntimeBytes(entry: { from: StaticFile; files: TenantFiles }): number {
  const text = entry.from.body?.byteLength ?? 0
  const headers = Object.entries(entry.files.headers).reduce((n, [k, v]) => n + (k.length + v.length) * 2, 0)
  return text * 4 + headers + entry.files.root.length * 2
}

export interface FileAnswer {
  file: StaticFile
  /** The tenant's `site.json` entry the headers were made from. */
  site: StaticFile
  status: number
  headers: Record<string, string>
  body: Uint8Array
}

interface TenantFiles {
  root: string
  site: SiteRuntime
  /** Changes with every build of the tenant: part of the render cache key. */
  version: string
  headers: Record<string, string>
  siteFile: StaticFile
}

const RETRY_AFTER_S = '5'
/**
 * A render the gate refused: answered at once, with the tenant's headers and `Retry-After`, and never
 * cached; the micro-cache answers its last good render instead when it has one.
 */
const BUSY: Rendered = {
  status: 503,
  body: 'Server sedang sibuk. Coba lagi sebentar lagi.',
  headers: [['Content-Type', 'text/plain; charset=utf-8']],
}
/** Headers of a server render the renderer sets itself (lower case). */
const OWN_RENDER_HEADERS = new Set(['content-length', 'cache-control', 'vary', 'content-encoding'])
const PAGE_CONTEXT_JSON = '/index.pageContext.json'

/**
 * A server-rendered page's navigation data without the tenant's runtime, as the build writes the
 * pre-rendered ones: the tab keeps the runtime of the HTML it opened with (shell/site.tsx). Should
 * Vike's format ever change so the cut is unsafe, the answer keeps the runtime: heavier, still right.
 */
function navigationData(body: string): string {
  try {
    return withoutSite(body)
  } catch {
    return body
  }
}

/**
 * The failure a page-data answer carries inside (Vike's `abortStatusCode` of a `throw render(500)`,
 * or its server-side error flag), as a status; null for a good answer or a 4xx abort.
 */
export function pageDataErrorStatus(body: string): number | null {
  let data: unknown
  try {
    data = JSON.parse(body)
  } catch {
    return null
  }
  if (typeof data !== 'object' || data === null) return null
  const { abortStatusCode } = data as { abortStatusCode?: unknown }
  if (typeof abortStatusCode === 'number' && abortStatusCode >= 500) return abortStatusCode
  if ('_isServerSideError' in data || 'serverSideError' in data) return 500
  return null
}

export function createRenderer(options: RendererOptions): Hono {
  const { distDir, renderPage } = options
  const env = process.env
  const hsts = options.hsts !== undefined ? options.hsts : hstsValue(env)
  const plainHeaders = securityHeaders([], hsts)
  const files = options.files ?? new FileCache()
  const renders = new RenderCache({ freshMs: options.ssrCacheMs ?? numberEnv(env.SSR_CACHE_MS, 1000) })
  const breakers = new Breakers({
    timeoutMs: options.apiTimeoutMs ?? numberEnv(env.SSR_API_TIMEOUT_MS, 2500),
  })
  installGuard(breakers)
  const gate = options.gate ?? renderGateFromEnv(env)
  const shareImages = new ShareImageCache()
  const tenants = new ByteLru<{ from: StaticFile; files: TenantFiles }>(
    options.tenantRuntimesBytes ?? numberEnv(env.TENANT_RUNTIMES_BYTES, TENANT_RUNTIMES_BYTES),
    tenantRuntimeBytes,
  )

  async function tenantFiles(key: string): Promise<TenantFiles | null> {
    const root = path.join(distDir, key)
    const siteFile = await files.get(path.join(root, 'site.json'))
    if (!siteFile?.body) return null
    const known = tenants.get(key)
    if (known?.from === siteFile) return known.files
    try {
      const site = JSON.parse(new TextDecoder().decode(siteFile.body)) as SiteRuntime
      const t = {
        root,
        site,
        version: siteFile.etag,
        siteFile,
        headers: tenantSecurityHeaders(site, hsts),
      }
      tenants.set(key, { from: siteFile, files: t })
      return t
    } catch {
      return null
    }
  }

  const text = (
    headers: Record<string, string>,
    body: string,
    status: number,
    extra?: Record<string, string>,
  ) =>
    new Response(body, {
      status,
      headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8', ...extra },
    })

  async function fileResponse(c: Context, t: TenantFiles, f: StaticFile, status = 200): Promise<Response> {
    const immutable = f.file.startsWith(path.join(t.root, 'assets') + path.sep)
    const encoding = f.compressible ? pickEncoding(c.req.header('accept-encoding')) : null
    const headers: Record<string, string> = {
      ...t.headers,
      'Content-Type': f.type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    }
    if (status === 200) {
      headers.ETag = etagFor(f, encoding)
      headers['Last-Modified'] = f.lastModified
      if (notModified(f, c.req.header('if-none-match'), c.req.header('if-modified-since'))) {
        delete headers['Content-Type']
        return new Response(null, { status: 304, headers })
      }
    }
    if (encoding) headers['Content-Encoding'] = encoding
    const body = await files.body(f, encoding)
    options.onFileAnswer?.(c.req.raw, { file: f, site: t.siteFile, status, headers, body })
    return new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
      status,
      headers: c.req.method === 'HEAD' ? { ...headers, 'Content-Length': String(body.byteLength) } : headers,
    })
  }

  async function existingFile(t: TenantFiles, urlPath: string): Promise<StaticFile | null> {
    if (!mayBeFile(urlPath)) return null
    for (const file of candidateFiles(t.root, urlPath)) {
      const f = await files.get(file)
      if (f) return f
    }
    return null
  }

  /** A path the renderer answers with a page or file: a built file, or a built route. */
  async function isServed(t: TenantFiles, urlPath: string): Promise<boolean> {
    return urlPath === '/' || (await existingFile(t, urlPath)) !== null || findRoute(urlPath, true) !== null
  }

  async function notFound(c: Context, t: TenantFiles): Promise<Response> {
    const page = await files.get(path.join(t.root, '404.html'))
    return page ? fileResponse(c, t, page, 404) : text(t.headers, 'Not Found', 404)
  }

  async function serverRender(c: Context, t: TenantFiles, url: URL) {
    const urlOriginal = url.pathname
    const render = (): Promise<Rendered | null> => gate.run(renderNow, () => BUSY)
    const renderNow = async (): Promise<Rendered | null> => {
      const { result, upstream } = await withUpstream(() =>
        renderPage({ urlOriginal, headersOriginal: Object.fromEntries(c.req.raw.headers), site: t.site }),
      )
      const http = result.httpResponse
      if (!http) return null
      const pageData = url.pathname.endsWith(PAGE_CONTEXT_JSON)
      // Vike answers page data with 200 and the failure inside; the answer's status says it here, so
      // no cache (this one's, the edge's, a CDN's) keeps an error as a good render.
      const status =
        pageData && http.statusCode === 200 ? (pageDataErrorStatus(http.body) ?? 200) : http.statusCode
      const gateway = status === 500 ? gatewayStatus(upstream) : null
      const body = pageData ? navigationData(http.body) : paintFirst(http.body)
      return { status: gateway ?? status, body, headers: http.headers }
    }
    return renders.get(`${t.site.tenant.key}\n${t.version}\n${urlOriginal}`, render)
  }

  function renderResponse(c: Context, t: TenantFiles, r: Rendered, cacheState: string): Response {
    const headers: Record<string, string> = {}
    // Vike's own `Cache-Control` (and length) give way to ours: one of each per answer.
    for (const [k, v] of r.headers) if (!OWN_RENDER_HEADERS.has(k.toLowerCase())) headers[k] = v
    Object.assign(headers, t.headers, { 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' })
    headers['X-Render-Cache'] = cacheState
    if (r.status === 503) headers['Retry-After'] = RETRY_AFTER_S
    const encoding = pickEncoding(c.req.header('accept-encoding'), false)
    if (!encoding) return new Response(c.req.method === 'HEAD' ? null : r.body, { status: r.status, headers })
    headers['Content-Encoding'] = encoding
    r.gzip ??= gzipOnce(r.body)
    return new Response(c.req.method === 'HEAD' ? null : (r.gzip as Uint8Array<ArrayBuffer>), {
      status: r.status,
      headers,
    })
  }

  async function shareImageResponse(c: Context, t: TenantFiles, url: URL): Promise<Response | null> {
    const encodedPage = pageOfShareImage(url.pathname)
    const page = encodedPage && decodedPath(encodedPage)
    const route = page ? findRoute(page, true) : null
    if (!encodedPage || !page || !route || ROUTES[route.id].render !== 'server') return null
    const { rendered } = await serverRender(c, t, new URL(encodedPage, url))
    if (rendered?.status !== 200) return null
    const png = await shareImages.image(t.site, page, rendered.body)
    if (!png) return null
    const headers = { ...t.headers, 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' }
    return new Response(c.req.method === 'HEAD' ? null : (png as Uint8Array<ArrayBuffer>), { headers })
  }

  const releaseNotices = options.releaseNotices ?? releaseNoticeConfig(process.env)
  const app = new Hono()

  app.get('/healthz', () =>
    Response.json({ ok: true }, { headers: { ...plainHeaders, 'Cache-Control': 'no-store' } }),
  )

  // What the process holds, for an operator's dashboard and bench/hostile-paths.ts: bytes.
  app.get('/healthz/memory', () => {
    const m = process.memoryUsage()
    const caches = {
      ...files.stats(),
      ...options.moreCaches?.(),
      renders: renders.stats(),
      shareImages: shareImages.stats(),
      tenants: tenants.stats(),
    }
    return Response.json(
      {
        pid: process.pid,
        rss: m.rss,
        heapUsed: m.heapUsed,
        heapTotal: m.heapTotal,
        external: m.external,
        arrayBuffers: m.arrayBuffers,
        caches,
      },
      { headers: { ...plainHeaders, 'Cache-Control': 'no-store' } },
    )
  })

  // The writers' desk's change notices, forwarded to the release service (renderer/releaseNotice.ts).
  app.post(RELEASE_NOTICE_PATH, async (c) => {
    const tenant = tenantForHost(c.req.header('host'))
    const t = tenant && (await tenantFiles(tenant.key))
    if (!t) return text(plainHeaders, 'Situs tidak dikenal', 404)
    return forwardReleaseNotice(c.req.raw, t.site, releaseNotices)
  })

  app.all('*', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return text(plainHeaders, 'Method Not Allowed', 405, { Allow: 'GET, HEAD' })
    const tenant = tenantForHost(c.req.header('host'))
    if (!tenant) return text(plainHeaders, 'Situs tidak dikenal', 404)
    const t = await tenantFiles(tenant.key)
    if (!t) return text(plainHeaders, `Situs ${tenant.key} belum dibangun`, 503, { 'Retry-After': '30' })

    const url = new URL(c.req.url)
    const urlPath = decodedPath(url.pathname)
    if (urlPath === null) return text(t.headers, 'Bad Request', 400)
    if (isTooLong(urlPath)) return text(t.headers, 'URI Too Long', 414)

    // One address per page: `/About/` answers 301 → `/About`, query kept.
    const slashless = slashlessPath(url.pathname)
    if (slashless) {
      const target = decodedPath(slashless)
      if (target !== null && (await isServed(t, target)))
        return text(t.headers, 'Moved Permanently', 301, { Location: slashless + url.search })
    }

    if (urlPath.startsWith('/assets/')) {
      const file = await existingFile(t, urlPath)
      return file
        ? fileResponse(c, t, file)
        : text(t.headers, 'Not Found', 404, { 'Cache-Control': 'no-store' })
    }

    const file = await existingFile(t, urlPath)
    if (file) return fileResponse(c, t, file)

    // An entry path's share image (pre-rendered pages' ones are files, found above).
    const sharePage = pageOfShareImage(urlPath)
    if (sharePage) return (await shareImageResponse(c, t, url)) ?? notFound(c, t)

    // Server-rendered entry paths, and their pageContext.json for client-side navigation.
    const pagePath = urlPath.replace(/\/index\.pageContext\.json$/, '') || '/'
    const route = findRoute(pagePath, true)
    if (route && ROUTES[route.id].render === 'server') {
      const { rendered, state } = await serverRender(c, t, url)
      if (rendered) return renderResponse(c, t, rendered, state)
    }
    return notFound(c, t)
  })

  app.onError((error, c) => {
    console.error('[renderer]', c.req.method, c.req.path, error)
    return text(plainHeaders, 'Internal Server Error', 500)
  })
  app.notFound(() => text(plainHeaders, 'Not Found', 404))

  return app
}

function numberEnv(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value)
  return Number.isFinite(n) && n >= 0 ? n : fallback
}
