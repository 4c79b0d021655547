/**
 * Load shedding over real HTTP (renderer/server.ts with renderer/renderGate.ts): renders past the
 * gate's bound are answered at once with 503, `Retry-After` and the tenant's security headers, not
 * queued behind the renders in flight; the renders admitted finish normally, the renderer takes new
 * ones as soon as they do, and a path the micro-cache holds gets its last good render instead of 503.
 */
import http from 'node:http'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVER_CALL_GUARD } from '../../api/client'
import type { RendererOptions } from '../../renderer/app'
import { RenderGate } from '../../renderer/renderGate'
import { startRenderer, type RunningRenderer } from '../../renderer/server'
import { createSiteRuntime } from '../../sites/runtime'

// Long enough that a shed answer is clearly not queued behind the renders, even on a loaded machine.
const RENDER_MS = 1000
let dist: string
let renderer: RunningRenderer
let renders = 0

const slowRenderPage: RendererOptions['renderPage'] = async ({ urlOriginal }) => {
  renders++
  await new Promise((r) => setTimeout(r, RENDER_MS))
  return {
    httpResponse: {
      statusCode: 200,
      body: `<!doctype html><title>${urlOriginal}</title><p>berita</p>`,
      headers: [['Content-Type', 'text/html; charset=utf-8']],
    },
  }
}

function get(
  rawPath: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; ms: number }> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    http
      .get(
        `http://127.0.0.1:${renderer.port}${rawPath}`,
        { headers: { host: 'demo.localhost' }, agent: false },
        (res) => {
          let body = ''
          res.setEncoding('utf8')
          res.on('data', (c: string) => (body += c))
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body, ms: Date.now() - started }),
          )
        },
      )
      .on('error', reject)
  })
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'renderer-shedding-'))
  const root = path.join(dist, 'demo')
  await mkdir(root, { recursive: true })
  const site = createSiteRuntime('demo', { API_BASE_URL: 'http://127.0.0.1:9' }, null, 'build-id')
  await writeFile(path.join(root, 'site.json'), JSON.stringify(site))
  await writeFile(path.join(root, '404.html'), '<!doctype html><h1>Halaman tidak ditemukan</h1>')
  renderer = await startRenderer({
    port: 0,
    distDir: dist,
    renderPage: slowRenderPage,
    gate: new RenderGate({ minInFlight: 4, maxInFlight: 4 }),
  })
})

afterAll(async () => {
  await renderer.close()
  delete (globalThis as { [SERVER_CALL_GUARD]?: unknown })[SERVER_CALL_GUARD]
  await rm(dist, { recursive: true, force: true })
})

describe('load shedding', () => {
  it('answers renders past the bound at once with 503 and Retry-After, and renders the rest', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => get(`/News/post-${i}`)))
    const rendered = answers.filter((a) => a.status === 200)
    const shed = answers.filter((a) => a.status === 503)
    expect(rendered).toHaveLength(4)
    expect(shed).toHaveLength(16)
    for (const a of shed) {
      // Fast: not queued behind the renders in flight.
      expect(a.ms).toBeLessThan(RENDER_MS)
      expect(Number(a.headers['retry-after'])).toBeGreaterThan(0)
      expect(a.headers['cache-control']).toBe('no-cache')
      expect(a.headers['content-security-policy']).toBeTruthy()
      expect(a.headers['x-content-type-options']).toBe('nosniff')
      expect(a.body).toContain('sibuk')
    }
    for (const a of rendered) expect(a.body).toContain('berita')
    // The renders admitted are done: new ones are taken again.
    expect((await get('/News/after')).status).toBe(200)
  })

  it('answers the last good render of a cached path instead of 503', async () => {
    const good = await get('/News/kept')
    expect(good.status).toBe(200)
    // Past the micro-cache's fresh second, with the gate full.
    await new Promise((r) => setTimeout(r, 1100))
    const before = renders
    const [kept, ...others] = await Promise.all([
      new Promise<Awaited<ReturnType<typeof get>>>((resolve) =>
        setTimeout(() => resolve(get('/News/kept')), 50),
      ),
      ...Array.from({ length: 4 }, (_, i) => get(`/News/fill-${i}`)),
    ])
    expect(others.every((a) => a.status === 200)).toBe(true)
    expect(kept.status).toBe(200)
    expect(kept.body).toContain('/News/kept')
    expect(['STALE', 'STALE-IF-ERROR']).toContain(kept.headers['x-render-cache'])
    // The four fills rendered; the kept path's background render was refused, not queued.
    expect(renders - before).toBe(4)
  })
})
