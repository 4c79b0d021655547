/**
 * The renderer under attack and outage, over a small built tenant in a temp folder and a fake page
 * renderer that calls the sandbox through the real API client (so the backend guard applies):
 * deny rules on the resolved file, security headers on every answer, validators and 304, the
 * precompressed siblings, 502/503/504 with a breaker, the micro-cache and the last good render.
 */
import { serve, type ServerType } from '@hono/node-server'
import http from 'node:http'
import net from 'node:net'
import { mkdtemp, mkdir, rm, writeFile, utimes } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearFailureLog, SERVER_CALL_GUARD } from '../../api/client'
import { listBanks } from '../../api/payouts'
import { createRenderer, type RendererOptions } from '../../renderer/app'
import { FileCache } from '../../renderer/files'
import { startRenderer } from '../../renderer/server'
import { createSiteRuntime } from '../../sites/runtime'
import { useSandbox } from './harness'

const h = useSandbox()
let dist: string
let base: string
let server: ServerType
let renders = 0
/** Requests that reached the renderer's server, and a render of `/News/hot` held until released. */
let requestsIn = 0
let holdHot: Promise<void> | null = null
const SITE_SECRET = 'site-json-must-not-leak'

async function get(
  rawPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; ms: number }> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/`,
      { method, path: rawPath, headers: { host: 'demo.localhost', ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: Date.now() - started,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const fakeRenderPage: RendererOptions['renderPage'] = async ({ urlOriginal, site }) => {
  renders++
  if (urlOriginal.endsWith('/News/hot')) await holdHot
  const res = await listBanks({ ...site.api, tenantId: site.tenant.key })
  if (urlOriginal.endsWith('/index.pageContext.json'))
    // As Vike answers page data: 200 whatever happened, a failed render's abort status inside.
    return {
      httpResponse: {
        statusCode: 200,
        body: JSON.stringify(
          res.status
            ? { pageId: '/pages/news', title: 'banks' }
            : { pageId: '/pages/_error', abortStatusCode: 500, is404: false },
        ),
        headers: [
          ['Content-Type', 'application/json'],
          ['Cache-Control', 'no-store, max-age=0'],
        ],
      },
    }
  const statusCode = res.status ? 200 : urlOriginal.includes('ours') ? 500 : 500
  return {
    httpResponse: {
      statusCode: urlOriginal.includes('ours') ? 500 : statusCode,
      body: `<!doctype html><title>${res.status ? 'banks' : 'error'}</title><p>${res.message}</p>`,
      headers: [
        ['Content-Type', 'text/html; charset=utf-8'],
        ['Cache-Control', 'no-store, max-age=0'],
      ],
    },
  }
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'renderer-hardening-'))
  const root = path.join(dist, 'demo')
  await mkdir(path.join(root, 'assets'), { recursive: true })
  await mkdir(path.join(root, '.vite'), { recursive: true })
  await mkdir(path.join(root, 'About'), { recursive: true })
  const site = createSiteRuntime('demo', { API_BASE_URL: h.baseUrl }, null, SITE_SECRET)
  await writeFile(path.join(root, 'site.json'), JSON.stringify(site))
  await writeFile(path.join(root, 'site.json.br'), brotliCompressSync(JSON.stringify(site)))
  await writeFile(path.join(root, 'site.json.gz'), gzipSync(JSON.stringify(site)))
  await writeFile(path.join(root, '.vite', 'manifest.json'), `{"secret":"${SITE_SECRET}"}`)
  await writeFile(path.join(root, 'index.html'), `<!doctype html><h1>Beranda</h1>${'x'.repeat(3000)}`)
  await writeFile(path.join(root, 'About', 'index.html'), '<!doctype html><h1>Tentang</h1>')
  await writeFile(path.join(root, '404.html'), '<!doctype html><h1>Halaman tidak ditemukan</h1>')
  const js = `console.log("original");${' '.repeat(2000)}`
  await writeFile(path.join(root, 'assets', 'app-abc.js'), js)
  await writeFile(path.join(root, 'assets', 'app-abc.js.br'), brotliCompressSync(`/*from the sibling*/${js}`))
  const app = createRenderer({
    distDir: dist,
    renderPage: fakeRenderPage,
    hsts: 'max-age=300',
    apiTimeoutMs: 300,
    ssrCacheMs: 150,
    files: new FileCache({ revalidateMs: 50 }),
  })
  await new Promise<void>((resolve) => {
    const fetch: typeof app.fetch = (request, ...rest) => {
      requestsIn++
      return app.fetch(request, ...rest)
    }
    server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  // createRenderer installed its backend guard for this process: leave none behind.
  delete (globalThis as { [SERVER_CALL_GUARD]?: unknown })[SERVER_CALL_GUARD]
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await rm(dist, { recursive: true, force: true })
})

beforeEach(async () => {
  clearFailureLog()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  await h.admin('reset')
})

const fault = (f: string, remaining?: number) =>
  h.admin('faults', { pathPrefix: '/services/v1/bank', fault: f, remaining })

const SECURITY = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'strict-transport-security',
]

describe('deny rules on the resolved file', () => {
  it.each([
    '/site.json',
    '//site.json',
    '///site.json',
    '//About/../site.json',
    '/About/../site.json',
    '/About/%2e%2e/site.json',
    '/%2fsite.json',
    '/.vite/manifest.json',
    '//.vite/manifest.json',
    '/assets/../.vite/manifest.json',
    '/assets//../site.json',
    '/./site.json',
    '/site.json/',
    '/%73ite.json',
    '/About/..%5csite.json',
    '/site.json.br',
    '/site.json.gz',
    '//site.json.gz',
    '/About/../site.json.br',
  ])('never serves %s', async (p) => {
    for (const encoding of [undefined, 'br', 'gzip']) {
      const res = await get(p, encoding ? { 'accept-encoding': encoding } : {})
      expect(res.status).not.toBe(200)
      const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.body) : res.body
      const plain = res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body
      expect(plain.toString()).not.toContain(SITE_SECRET)
      expect(res.body.toString()).not.toContain(SITE_SECRET)
    }
  })

  it('still serves ordinary files', async () => {
    expect((await get('/About')).status).toBe(200)
    expect((await get('/About/')).status).toBe(301) // one address per page
    expect((await get('//About')).status).toBe(200)
  })
})

describe('security headers', () => {
  it('are on every answer, plain-text errors included, with HSTS as configured', async () => {
    const answers = [
      await get('/'),
      await get('/nope'),
      await get('/assets/missing.js'),
      await get('/%zz'),
      await get('/', {}, 'POST'),
      await get('/', { host: 'unknown.example' }),
      await get('/', { host: 'smkcoding.localhost' }), // known tenant, not built here: 503
      await get('/healthz'),
    ]
    expect(answers.map((a) => a.status)).toEqual([200, 404, 404, 400, 405, 404, 503, 200])
    for (const a of answers) for (const name of SECURITY) expect(a.headers[name], name).toBeTruthy()
    expect(answers[0]!.headers['strict-transport-security']).toBe('max-age=300')
  })
})

describe('static files', () => {
  it('answers a revalidation with 304 by ETag and by Last-Modified', async () => {
    const first = await get('/', { 'accept-encoding': 'br' })
    expect(first.headers['content-encoding']).toBe('br')
    const etag = first.headers.etag!
    expect(etag).toMatch(/-br"$/)
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers['cache-control']).toBe('no-cache')
    // The identity validator matches the same body (weak comparison).
    expect((await get('/', { 'if-none-match': etag.replace('-br', '') })).status).toBe(304)
    const since = await get('/', { 'if-modified-since': first.headers['last-modified']! })
    expect(since.status).toBe(304)
    expect((await get('/', { 'if-none-match': '"other"' })).status).toBe(200)
  })

  it('serves the .br written beside the file, and picks up a rebuilt file', async () => {
    const res = await get('/assets/app-abc.js', { 'accept-encoding': 'br' })
    expect(brotliDecompressSync(res.body).toString()).toContain('from the sibling')
    expect(res.headers['cache-control']).toContain('immutable')
    const file = path.join(dist, 'demo', 'About', 'index.html')
    const before = await get('/About')
    await writeFile(file, '<!doctype html><h1>Tentang kami</h1>')
    await utimes(file, new Date(), new Date(Date.now() + 5000))
    await new Promise((r) => setTimeout(r, 120))
    const after = await get('/About')
    expect(after.body.toString()).toContain('Tentang kami')
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })
})

describe('server rendering under outage', () => {
  it('answers 504 for a hung backend within the server-side time-out', async () => {
    await fault('timeout')
    const res = await get('/News/hung-1')
    expect(res.status).toBe(504)
    // Well under the renderer's default time-out (2.5 s) and the sandbox's stall, so the answer came
    // from this renderer's own 300 ms; the rest is room for a machine busy with other work.
    expect(res.ms).toBeLessThan(2_000)
    expect(res.body.toString()).not.toMatch(/internet/i)
    for (const name of SECURITY) expect(res.headers[name]).toBeTruthy()
  })

  it('answers 502 for a failing backend without its raw text, and 500 for an error of our own', async () => {
    await fault('500', 1)
    const res = await get('/News/failing-1')
    expect(res.status).toBe(502)
    expect(res.body.toString()).not.toContain('Injected')
    await h.admin('reset')
    expect((await get('/News/ours-1')).status).toBe(500)
  })

  it('opens a breaker: after repeated failures the backend is not called and the answer is 503', async () => {
    await fault('500')
    for (let i = 0; i < 5; i++) await get(`/News/breaker-${i}`)
    const spy = vi.spyOn(globalThis, 'fetch')
    const res = await get('/News/breaker-next')
    expect(res.status).toBe(503)
    expect(res.headers['retry-after']).toBeTruthy()
    expect(spy).not.toHaveBeenCalled() // the backend was not called
  })
})

describe('the render micro-cache', () => {
  it('renders a hot path once for concurrent requests, and serves the last good render when the backend fails', async () => {
    // The breaker of the previous test closes after its open period.
    await new Promise((r) => setTimeout(r, 5100))
    const before = renders
    // The first render is held until all twenty requests have reached the server: they are
    // concurrent however slowly a busy machine sends them, and the one render must serve them all.
    let release = () => {}
    holdHot = new Promise<void>((resolve) => (release = resolve))
    const arrived = requestsIn
    const pending = Promise.all(Array.from({ length: 20 }, () => get('/News/hot')))
    await vi.waitFor(() => expect(requestsIn - arrived).toBe(20), { timeout: 10_000, interval: 10 })
    release()
    holdHot = null
    const answers = await pending
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(renders - before).toBe(1)
    await fault('500')
    await new Promise((r) => setTimeout(r, 200))
    const stale = await get('/News/hot')
    expect(stale.status).toBe(200)
    expect(['STALE', 'STALE-IF-ERROR']).toContain(stale.headers['x-render-cache'])
  })
})

describe('one Cache-Control per answer', () => {
  it('gives a server render the renderer’s own Cache-Control only, not Vike’s beside it', async () => {
    const raw = await new Promise<string[]>((resolve, reject) => {
      http
        .get(`${base}/News/one-header`, { headers: { host: 'demo.localhost' } }, (res) => {
          res.resume()
          res.on('end', () => resolve(res.rawHeaders))
        })
        .on('error', reject)
    })
    const names = raw.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase())
    expect(names.filter((n) => n === 'cache-control')).toHaveLength(1)
    expect(raw[raw.findIndex((n) => n.toLowerCase() === 'cache-control') + 1]).toBe('no-cache')
    expect(new Set(names).size).toBe(names.length)
  })
})

describe('an error render is never kept as good', () => {
  const data = (slug: string) => `/News/${slug}/index.pageContext.json`

  it('answers page data whose render failed with its error status, not 200, and does not cache it', async () => {
    await fault('500')
    const failed = await get(data('fresh-error'))
    expect(failed.status).toBe(502)
    expect(JSON.parse(failed.body.toString()).abortStatusCode).toBe(500)
    await h.admin('reset')
    clearFailureLog()
    // The backend is back: the very next request renders anew instead of replaying the error.
    const recovered = await get(data('fresh-error'))
    expect(recovered.status).toBe(200)
    expect(JSON.parse(recovered.body.toString()).title).toBe('banks')
  })

  it('keeps serving the last good page data while renders fail', async () => {
    // The breaker of earlier tests closes after its open period.
    await new Promise((r) => setTimeout(r, 5100))
    const good = await get(data('kept'))
    expect(good.status).toBe(200)
    await fault('500')
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 200)) // past the fresh period (150 ms)
      const res = await get(data('kept'))
      expect(res.status).toBe(200)
      expect(JSON.parse(res.body.toString()).title).toBe('banks')
      expect(['STALE', 'STALE-IF-ERROR']).toContain(res.headers['x-render-cache'])
    }
  })
})

describe('protocol errors', () => {
  it('carry the security headers on Node’s own 400 and 431 answers', async () => {
    const renderer = await startRenderer({ port: 0, distDir: dist, renderPage: fakeRenderPage })
    try {
      const ask = (request: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = net.connect(renderer.port, '127.0.0.1', () => socket.end(request))
          let text = ''
          socket.on('data', (c: Buffer) => (text += c.toString('latin1')))
          socket.on('close', () => resolve(text))
          socket.on('error', reject)
        })
      const bad = await ask('GET / HTTP/1.1\r\nHost demo.localhost\r\n\r\n')
      const huge = await ask(`GET / HTTP/1.1\r\nHost: demo.localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
      const health = await ask('GET /healthz HTTP/1.1\r\nHost: demo.localhost\r\nConnection: close\r\n\r\n')
      expect(bad).toMatch(/^HTTP\/1\.1 400 /)
      expect(huge).toMatch(/^HTTP\/1\.1 431 /)
      expect(health).toMatch(/^HTTP\/1\.1 200 /)
      for (const answer of [bad, huge, health])
        for (const name of SECURITY.filter((n) => n !== 'strict-transport-security'))
          expect(answer.toLowerCase(), name).toContain(`\r\n${name}: `)
    } finally {
      await renderer.close()
    }
  })
})
