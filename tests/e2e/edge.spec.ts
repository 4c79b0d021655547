/**
 * The edge (nginx with the build's configuration, deploy/nginx.ts; reached directly, not through the
 * CDN in front of it in the `edge` project) answers as the renderer does: for
 * a sample of paths on five tenants, in every encoding, the same status, headers and body bytes.
 * Allowed to differ: `Server` and `Date`; the ETag's spelling (nginx writes mtime-size, the renderer
 * a content hash; each revalidates its own, checked below); the value of the renderer's diagnostic
 * `X-Render-Cache` (which cache answered, the edge's or a replica's, depends on timing).
 * And the whole chain (the CDN in front of the edge) keeps the HTTP basics the renderer is held to
 * in tests/integration/served-pages.test.ts (testkit/httpBasics.ts).
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { connect } from 'node:net'
import { E2E_PORT } from '../../playwright.config'
import {
  cachingAndSecurityProblems,
  compressionProblems,
  missingAssetProblems,
  unknownNewsProblems,
} from '../../testkit/httpBasics'
import { e2eNginxPort, e2ePort, expect, firstNewsPost, rawBytes, test } from './fixtures'

const TENANTS = ['demo', 'smkcoding', 'alkademi', 'aipintar', 'comingsoon']
const ENCODINGS = [undefined, 'br', 'gzip', 'gzip, deflate, br']
/** Per answer, not per representation: the edge's own, or timing. */
// Hop-by-hop headers describe one connection, not the answer: nginx closes a kept-alive connection
// after its `keepalive_requests`, and the renderer its own when it sheds load.
const LOOSE = new Set(['server', 'date', 'etag', 'x-render-cache', 'connection', 'keep-alive'])

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

function ask(
  port: number,
  tenant: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method, headers: { ...headers, host: `${tenant}.localhost:${port}` } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const strict = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !LOOSE.has(name)))

async function samplePaths(tenant: string): Promise<string[]> {
  const home = await ask(E2E_PORT, tenant, '/')
  const html = home.body.toString()
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  const style = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
  const post = await firstNewsPost(tenant).catch(() => null)
  return [
    '/',
    '/About',
    '/About?ref=x',
    '/About/index.pageContext.json',
    '/Tidak-Ada-Halaman-Ini',
    '/About/',
    '/site.json',
    '/site.json.br',
    '/.vite/manifest.json',
    '/assets/tidak-ada.js',
    '/favicon.svg',
    '/sw.js',
    '/robots.txt',
    '/404.html',
    ...(script ? [script] : []),
    ...(style ? [style] : []),
    ...(post ? [`/News/${post.slug}`, `/News/${post.slug}/index.pageContext.json`] : []),
    ...(post ? [`/News/${post.slug}?ref=${'x'.repeat(300)}`, `/og/News/${post.slug}.png`] : []),
    '/News/tidak-ada-berita-ini',
    // What nginx now answers itself: a made-up path with a slash, a denied name, one too long.
    '/Tidak-Ada-Halaman-Ini/',
    '/.tidak-ada',
    `/${'x'.repeat(2100)}`,
    `/News/tidak-ada-${'x'.repeat(2100)}`,
  ]
}

test('the edge answers as the renderer: status, headers and body, on five tenants', async () => {
  test.setTimeout(120_000)
  const edge = e2eNginxPort()
  expect(edge, 'runs in the edge project').not.toBe(E2E_PORT)
  let compared = 0
  for (const tenant of TENANTS) {
    for (const path of await samplePaths(tenant)) {
      for (const encoding of ENCODINGS) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {}
        // The entry paths' caches (the renderer's, the edge's) are warm on both sides first.
        await ask(E2E_PORT, tenant, path, headers)
        await ask(edge, tenant, path, headers)
        const [direct, viaEdge] = [
          await ask(E2E_PORT, tenant, path, headers),
          await ask(edge, tenant, path, headers),
        ]
        const where = `${tenant} ${path} (${encoding ?? 'identity'})`
        expect(viaEdge.status, where).toBe(direct.status)
        if (path.startsWith('/News/') && !path.includes('tidak-ada')) expect(direct.status, where).toBe(200)
        expect(strict(viaEdge.headers), where).toEqual(strict(direct.headers))
        expect('etag' in viaEdge.headers, where).toBe('etag' in direct.headers)
        expect('x-render-cache' in viaEdge.headers, where).toBe('x-render-cache' in direct.headers)
        expect(viaEdge.headers.server, where).toBe('nginx')
        expect(viaEdge.body.equals(direct.body), `${where}: body`).toBe(true)
        compared++
      }
    }
  }
  expect(compared).toBeGreaterThan(TENANTS.length * 15 * ENCODINGS.length)
})

test('an entry path’s share image answers through the edge as from the renderer: 200 image/png', async () => {
  const edge = e2eNginxPort()
  expect(edge, 'runs in the edge project').not.toBe(E2E_PORT)
  const post = await firstNewsPost('demo')
  const image = `/og/News/${post.slug}.png`
  const page = await ask(edge, 'demo', `/News/${post.slug}`)
  expect(page.body.toString()).toContain(`/og/News/${post.slug}.png"`)
  for (const port of [edge, E2E_PORT]) {
    const answer = await ask(port, 'demo', image)
    expect(answer.status, `${port} ${image}`).toBe(200)
    expect(answer.headers['content-type']).toBe('image/png')
    expect(answer.body.subarray(1, 4).toString()).toBe('PNG')
  }
  // A page that does not exist has no image, at the edge as at the renderer.
  for (const port of [edge, E2E_PORT])
    expect((await ask(port, 'demo', '/og/News/tidak-ada-berita-ini.png')).status).toBe(404)
})

test('the edge revalidates with its own validators, answers other methods as the renderer, and its own refusals with the headers', async () => {
  const edge = e2eNginxPort()
  for (const path of ['/About', '/favicon.svg']) {
    const first = await ask(edge, 'demo', path, { 'accept-encoding': 'br' })
    const etag = first.headers.etag!
    const again = await ask(edge, 'demo', path, { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    const since = await ask(edge, 'demo', path, { 'if-modified-since': first.headers['last-modified']! })
    expect(since.status).toBe(304)
  }
  for (const method of ['POST', 'DELETE']) {
    const [direct, viaEdge] = [
      await ask(E2E_PORT, 'demo', '/About', {}, method),
      await ask(edge, 'demo', '/About', {}, method),
    ]
    expect(viaEdge.status).toBe(405)
    expect(strict(viaEdge.headers)).toEqual(strict(direct.headers))
  }
  // Requests nginx refuses itself (no renderer sees them) carry the headers too, with the status
  // the renderer gives them: 400 for a malformed request, 431 for headers over Node's 16 KB.
  const rawAnswer = (port: number, raw: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(raw))
      let text = ''
      socket.on('data', (c: Buffer) => (text += c.toString('latin1')))
      socket.on('close', () => resolve(text.toLowerCase()))
      socket.on('error', reject)
    })
  for (const [raw, status] of [
    ['GET / HTTP/1.1\r\nHost demo\r\n\r\n', 400],
    [`GET / HTTP/1.1\r\nHost: demo.localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ] as const) {
    const [direct, answer] = [await rawAnswer(E2E_PORT, raw), await rawAnswer(edge, raw)]
    expect(direct).toMatch(new RegExp(`^http/1\\.1 ${status} `))
    expect(answer).toMatch(new RegExp(`^http/1\\.1 ${status} `))
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
    ])
      expect(answer, name).toContain(`\r\n${name}: `)
  }
  // A host of no tenant: the renderers answer it, through the edge too.
  const unknown = await ask(edge, 'tidak-dikenal.example', '/')
  expect(unknown.status).toBe(404)
  expect(unknown.headers['x-content-type-options']).toBe('nosniff')
})

test('through the CDN: a missing asset is a plain 404, assets immutable, HTML revalidated with the security headers, text compressed, an unknown item 404', async () => {
  expect(e2ePort(), 'runs in the edge project, through the CDN').not.toBe(E2E_PORT)
  const get = (tenant: string, path: string, headers: Record<string, string> = {}) =>
    rawBytes(tenant, path, headers)
  const post = await firstNewsPost('demo')
  expect([
    ...(await missingAssetProblems(get)),
    ...(await cachingAndSecurityProblems(get)),
    ...(await compressionProblems(get, post.slug)),
    ...(await unknownNewsProblems(get)),
  ]).toEqual([])
})
