/**
 * The CDN tier: real Varnish (Debian's 7.1) with the VCL the build writes (deploy/varnish.ts) in
 * front of a stand-in origin that counts what reaches it. What is held and what never is (the
 * personal, sw.js, version.json), the cache key (host, path, encoding; no query, no cookie), the
 * purge (ACL, secret, every form of a path on every host of the tenant, nothing else), the release's
 * purge step (deploy/cdn.ts purgeTenant), grace while the origin is down, and a VCL reload that keeps
 * an open connection.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http, { type IncomingHttpHeaders } from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purgeTenant, reloadVcl, VARNISHD, varnishdArgs } from '../../deploy/cdn'
import { writeCdnConfig } from '../../deploy/varnish'
import { createSiteRuntime } from '../../sites/runtime'

const SECRET = 'rahasia-uji'
let root: string
let dist: string
let cdnPort: number
let originPort: number
let origin: http.Server
let varnish: ChildProcess
/** Bumped to change every answer of the origin, as a rebuild does. */
let version = 1
const seen: { url: string; headers: IncomingHttpHeaders }[] = []

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

function startOrigin(port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers })
    const url = new URL(req.url ?? '/', 'http://x')
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      etag: `"v${version}"`,
    }
    if (url.pathname.startsWith('/assets/')) headers['cache-control'] = 'public, max-age=31536000, immutable'
    if (url.pathname === '/set-cookie') headers['set-cookie'] = 'sesi=pribadi; HttpOnly'
    if (url.pathname === '/private') headers['cache-control'] = 'private'
    const personal = req.headers.authorization ? ` untuk ${req.headers.authorization}` : ''
    const encoding = String(req.headers['accept-encoding'] ?? '')
    res.writeHead(url.pathname === '/gagal' ? 500 : 200, headers)
    res.end(`${url.pathname} v${version} [${encoding}]${personal}`)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

function ask(
  urlPath: string,
  {
    host = 'demo.localhost',
    headers = {},
    method = 'GET',
    agent,
  }: {
    host?: string
    headers?: Record<string, string>
    method?: string
    agent?: http.Agent
  } = {},
): Promise<Answer & { socket: unknown }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: cdnPort, path: urlPath, method, agent, headers: { host, ...headers } },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (body += c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, socket: req.socket }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

async function waitFor(check: () => Promise<boolean>, ms = 90_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (await check().catch(() => false)) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('not ready')
}

function writeConfig(acl: string[]) {
  return writeCdnConfig(dist, { backend: `127.0.0.1:${originPort}`, acl, hsts: null })
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(tmpdir(), 'cdn-varnish-'))
  fs.chmodSync(root, 0o755)
  dist = path.join(root, 'dist')
  for (const key of ['demo', 'smkcoding']) {
    fs.mkdirSync(path.join(dist, key), { recursive: true })
    fs.writeFileSync(
      path.join(dist, key, 'site.json'),
      JSON.stringify(createSiteRuntime(key, { API_BASE_URL: 'http://api.example' }, null, 'x')),
    )
  }
  ;[cdnPort, originPort] = [await freePort(), await freePort()]
  origin = await startOrigin(originPort)
  const vcl = writeConfig(['127.0.0.1', '::1'])
  const workdir = path.join(root, 'varnish')
  fs.mkdirSync(workdir)
  varnish = spawn(
    VARNISHD,
    [
      ...varnishdArgs({
        workdir,
        listen: `127.0.0.1:${cdnPort}`,
        admin: '127.0.0.1:0',
        vclFile: vcl.file,
        storage: 'malloc,32m',
      }),
      // A busy machine compiles a VCL for longer than Varnish's 5 s keep-alive: the open connection
      // of the reload test must outlive the compile, not the idle time-out.
      '-p',
      'timeout_idle=120',
    ],
    { stdio: 'ignore', env: { ...process.env, CDN_PURGE_SECRET: SECRET } },
  )
  await waitFor(async () => (await ask('/healthz')).status === 200)
}, 120_000)

afterAll(async () => {
  varnish?.kill('SIGTERM')
  await new Promise<void>((resolve) => (origin ? origin.close(() => resolve()) : resolve()))
  if (root) fs.rmSync(root, { recursive: true, force: true })
})

const purge = (
  urlPath: string,
  host: string,
  headers: Record<string, string> = { 'x-purge-secret': SECRET },
) => ask(urlPath, { host, method: 'PURGE', headers })

describe('the CDN (Varnish with the build’s VCL)', () => {
  it('holds a page once per encoding, whatever the query or the visitor’s cookie', async () => {
    const first = await ask('/About', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(first.headers['x-cache']).toBe('MISS')
    expect(first.body).toBe('/About v1 [br, gzip]')
    // Browsers keep revalidating: the origin's Cache-Control reaches them untouched.
    expect(first.headers['cache-control']).toBe('no-cache')
    const before = seen.length
    for (const [query, cookie] of [
      ['', ''],
      ['?utm_source=x', ''],
      ['?page=2&q=web', 'token=rahasia'],
    ] as const) {
      const again = await ask(`/About${query}`, {
        headers: { 'accept-encoding': 'br,gzip', ...(cookie ? { cookie } : {}) },
      })
      expect(again.headers['x-cache'], query).toBe('HIT')
      expect(again.body).toBe('/About v1 [br, gzip]')
    }
    expect(seen.length).toBe(before)
    // Another encoding is another object; the origin is asked with the reduced header.
    const gzip = await ask('/About', { headers: { 'accept-encoding': 'gzip;q=1, deflate' } })
    expect(gzip.body).toBe('/About v1 [gzip]')
    const br = await ask('/About', { headers: { 'accept-encoding': 'br' } })
    expect(br.body).toBe('/About v1 [br]')
    const plain = await ask('/About', { headers: { 'accept-encoding': 'br;q=0, identity' } })
    expect(plain.body).toBe('/About v1 []')
    // The origin never sees a visitor's cookie.
    expect(seen.some((s) => s.headers.cookie)).toBe(false)
  })

  it('never holds sw.js, version.json, an answer with Set-Cookie or private, nor a request with Authorization', async () => {
    for (const p of ['/sw.js', '/version.json', '/set-cookie', '/private']) {
      for (let i = 0; i < 3; i++) {
        const answer = await ask(p)
        expect(answer.headers['x-cache'], p).not.toBe('HIT')
      }
    }
    const cookie = await ask('/set-cookie')
    expect(cookie.headers['set-cookie']).toEqual(['sesi=pribadi; HttpOnly'])
    // Signed in: the personal answer is passed; a guest after is never given it.
    await ask('/Welcome') // a guest's copy is held first
    const personal = await ask('/Welcome', { headers: { authorization: 'Bearer ani' } })
    expect(personal.headers['x-cache']).toBe('PASS')
    expect(personal.body).toContain('untuk Bearer ani')
    const guest = await ask('/Welcome')
    expect(guest.headers['x-cache']).toBe('HIT')
    expect(guest.body).not.toContain('Bearer')
    const fresh = await ask('/Akun-Baru', { headers: { authorization: 'Bearer budi' } })
    expect(fresh.headers['x-cache']).toBe('PASS')
    const guestFresh = await ask('/Akun-Baru')
    expect(guestFresh.headers['x-cache']).not.toBe('HIT')
    expect(guestFresh.body).not.toContain('budi')
  })

  it('purges only from the ACL with the secret, every form of the path on every host of the tenant, nothing else', async () => {
    const forms: [string, string, Record<string, string>][] = [
      ['demo.localhost', '/Program', { 'accept-encoding': 'br' }],
      ['demo.localhost', '/Program', { 'accept-encoding': 'gzip' }],
      ['demo.localhost', '/Program', {}],
      ['localhost', '/Program', {}],
    ]
    const others: [string, string][] = [
      ['demo.localhost', '/Program/index.pageContext.json'],
      ['demo.localhost', '/Programs'],
      ['smkcoding.localhost', '/Program'],
    ]
    for (const [host, p, headers] of forms) await ask(p, { host, headers })
    for (const [host, p] of others) await ask(p, { host })
    version = 2

    expect((await purge('/Program', 'demo.localhost', {})).status).toBe(403)
    expect((await purge('/Program', 'demo.localhost', { 'x-purge-secret': 'salah' })).status).toBe(403)
    expect((await purge('/Program', 'tidak-dikenal.example')).status).toBe(404)
    // The production domain of the purge list reaches the copies held under <key>.localhost.
    const outcome = await purgeTenant('demo', ['https://demo.alkademi.com/Program'], {
      purgeUrl: `http://127.0.0.1:${cdnPort}`,
      secret: SECRET,
    })
    expect(outcome).toMatchObject({ purged: 1, answers: { '200': 1 }, failed: [] })

    for (const [host, p, headers] of forms) {
      const answer = await ask(`${p}?ref=lama`, { host, headers })
      expect(answer.body, `${host} ${JSON.stringify(headers)}`).toMatch(/^\/Program v2 /)
    }
    for (const [host, p] of others) {
      const answer = await ask(p, { host })
      expect(answer.headers['x-cache'], `${host}${p}`).toBe('HIT')
      expect(answer.body).toMatch(/ v1 /)
    }
  })

  it('serves what it holds while the origin is down, and answers with the tenant’s headers when it holds nothing', async () => {
    await ask('/Tetap')
    await new Promise<void>((resolve) => origin.close(() => resolve()))
    origin.closeAllConnections()
    try {
      const held = await ask('/Tetap')
      expect(held.status).toBe(200)
      expect(held.body).toMatch(/^\/Tetap v/)
      const never = await ask('/Belum-Pernah')
      expect(never.status).toBe(503)
      expect(never.headers['content-security-policy']).toContain("default-src 'self'")
      expect(never.headers['x-frame-options']).toBe('DENY')
    } finally {
      origin = await startOrigin(originPort)
    }
    // An error of the origin is never held (Varnish waits 0.25 s before it connects again after a refusal).
    await waitFor(async () => (await ask('/gagal')).status === 500, 5000)
    expect((await ask('/gagal')).headers['x-cache']).not.toBe('HIT')
  })

  it('takes a new VCL with varnishadm without closing an open connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const before = await ask('/About', { agent })
    const vcl = writeConfig(['10.9.9.9'])
    expect(vcl.changed).toBe(true)
    const reload = reloadVcl(path.join(root, 'varnish'), vcl.file)
    expect(reload.ok, reload.output).toBe(true)
    const after = await ask('/About', { agent })
    expect(after.socket).toBe(before.socket)
    expect(after.status).toBe(200)
    // The new ACL holds: this machine may no longer purge.
    expect((await purge('/About', 'demo.localhost')).status).toBe(403)
    agent.destroy()
  }, 120_000)
})
