/**
 * The renderer's hot path for built files (renderer/fastStatic.ts) through the real server
 * (renderer/server.ts): a replayed answer is the full answer, byte for byte and header for header;
 * conditional requests still get their 304; a rewritten file is served within the revalidation
 * interval; a file that disappears is not replayed.
 */
import http from 'node:http'
import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVER_CALL_GUARD } from '../../api/client'
import { startRenderer, type RunningRenderer } from '../../renderer/server'
import { createSiteRuntime } from '../../sites/runtime'

let dist: string
let renderer: RunningRenderer

function get(urlPath: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      http
        .request(
          { port: renderer.port, path: urlPath, method, headers: { host: 'demo.localhost', ...headers } },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                headers: res.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            )
          },
        )
        .on('error', reject)
        .end()
    },
  )
}

const withoutDate = (h: http.IncomingHttpHeaders) => {
  const { date: _date, ...rest } = h
  return rest
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'renderer-fast-'))
  const root = path.join(dist, 'demo')
  await mkdir(path.join(root, 'About'), { recursive: true })
  const site = createSiteRuntime('demo', { API_BASE_URL: 'http://127.0.0.1:9' }, null, 'build-one')
  await writeFile(path.join(root, 'site.json'), JSON.stringify(site))
  await writeFile(path.join(root, 'index.html'), `<!doctype html><h1>one</h1>${'x'.repeat(2000)}`)
  await writeFile(path.join(root, 'About', 'index.html'), '<!doctype html><h1>Tentang</h1>')
  await writeFile(path.join(root, '404.html'), '<!doctype html><h1>Tidak ditemukan</h1>')
  renderer = await startRenderer({
    port: 0,
    distDir: dist,
    renderPage: async () => ({ httpResponse: null }),
  })
})

afterAll(async () => {
  await renderer.close()
  delete (globalThis as { [SERVER_CALL_GUARD]?: unknown })[SERVER_CALL_GUARD]
  await rm(dist, { recursive: true, force: true })
})

describe('hot file answers', () => {
  it('replay the full answer: same status, headers and bytes', async () => {
    const first = await get('/', { 'accept-encoding': 'gzip' })
    const second = await get('/', { 'accept-encoding': 'gzip' })
    expect(first.status).toBe(200)
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(first.headers['content-security-policy']).toBeTruthy()
    expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers))
    expect(second.body).toBe(first.body)
    // Another encoding is another answer.
    const plain = await get('/', {})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('<h1>one</h1>')
  })

  it('leave conditional requests and HEAD to the renderer', async () => {
    const { headers } = await get('/About')
    await get('/About')
    expect((await get('/About', { 'if-none-match': headers.etag! })).status).toBe(304)
    const head = await get('/About', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
  })

  it('serve a rewritten file within the revalidation interval, and stop replaying a removed one', async () => {
    await get('/')
    await get('/')
    const file = path.join(dist, 'demo', 'index.html')
    await writeFile(file, `<!doctype html><h1>two</h1>${'y'.repeat(2000)}`)
    const later = new Date(Date.now() + 5000)
    await utimes(file, later, later)
    await new Promise((r) => setTimeout(r, 1200))
    expect((await get('/')).body).toContain('<h1>two</h1>')

    await get('/About')
    await rm(path.join(dist, 'demo', 'About'), { recursive: true })
    await new Promise((r) => setTimeout(r, 1200))
    const gone = await get('/About')
    expect(gone.status).toBe(404)
    expect(gone.body).toContain('Tidak ditemukan')
  })
})
