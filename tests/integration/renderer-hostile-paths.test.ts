/**
 * A renderer flooded with made-up addresses keeps every cache within its byte bound, keys included
 * (renderer/byteLru.ts, renderer/pathRules.ts): 16 KB paths answer 414 and are never remembered,
 * plausible missing paths churn only the missing-path memory, long entry paths only the render
 * cache, and a page asked with ever new 15 KB queries is one hot answer. Real HTTP against
 * startRenderer (FastStatic in front, `/healthz/memory`), a small built tenant in a temp folder and
 * a page renderer that answers 20 KB pages without an API.
 */
import http from 'node:http'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVER_CALL_GUARD } from '../../api/client'
import type { RendererOptions } from '../../renderer/app'
import { startRenderer, type RunningRenderer } from '../../renderer/server'
import { createSiteRuntime } from '../../sites/runtime'

let dist: string
let renderer: RunningRenderer
const agent = new http.Agent({ keepAlive: true, maxSockets: 20 })

const renderPage: RendererOptions['renderPage'] = async ({ urlOriginal }) => ({
  httpResponse: {
    statusCode: 404,
    body: `<!doctype html><title>Tidak ada</title><p>${urlOriginal.length}</p>${'<p>isi</p>'.repeat(2000)}`,
    headers: [['Content-Type', 'text/html; charset=utf-8']],
  },
})

function get(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: renderer.port, path: rawPath, agent, headers: { host: 'demo.localhost' } },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** `count` requests, 20 at a time; the statuses seen, counted. */
async function flood(count: number, pathOf: (n: number) => string): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {}
  let next = 0
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < count) {
        const { status } = await get(pathOf(next++))
        statuses[status] = (statuses[status] ?? 0) + 1
      }
    }),
  )
  return statuses
}

const filler = (n: number, length: number) => `${n}-`.padEnd(length, 'x')

interface Memory {
  rss: number
  caches: Record<string, { entries: number; bytes: number; maxBytes: number }>
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'renderer-hostile-'))
  const root = path.join(dist, 'demo')
  await mkdir(path.join(root, 'About'), { recursive: true })
  await writeFile(
    path.join(root, 'site.json'),
    JSON.stringify(createSiteRuntime('demo', {}, null, 'hostile')),
  )
  await writeFile(
    path.join(root, 'About', 'index.html'),
    `<!doctype html><h1>Tentang</h1>${'x'.repeat(5000)}`,
  )
  await writeFile(path.join(root, '404.html'), '<!doctype html><h1>Halaman tidak ditemukan</h1>')
  renderer = await startRenderer({ port: 0, distDir: dist, renderPage })
})

afterAll(async () => {
  await renderer.close()
  agent.destroy()
  delete (globalThis as { [SERVER_CALL_GUARD]?: unknown })[SERVER_CALL_GUARD]
  await rm(dist, { recursive: true, force: true })
})

describe('a renderer flooded with unique long paths', () => {
  it('keeps each cache within its byte bound and answers its pages after', async () => {
    // No built file and no route is this long: 414, nothing looked up or kept.
    expect(await flood(600, (n) => `/${filler(n, 16_000)}`)).toEqual({ 414: 600 })
    expect(await flood(300, (n) => `/News/${filler(n, 16_000)}/`)).toEqual({ 414: 300 })
    // Plausible files (four names of 200): looked up, their absence remembered within its bound.
    const segment = 'y'.repeat(200)
    expect(await flood(1500, (n) => `/${filler(n, 200)}/${segment}/${segment}/${segment}`)).toEqual({
      404: 1500,
    })
    // Entry paths of 1,500 characters: each rendered (20 KB) and kept within the render cache's bound.
    expect(await flood(600, (n) => `/News/${filler(n, 1500)}`)).toEqual({ 404: 600 })
    // A page with ever new 15 KB queries: one answer, kept by path.
    expect(await flood(300, (n) => `/About?${filler(n, 15_000)}`)).toEqual({ 200: 300 })

    const memory = (await (await fetch(`http://127.0.0.1:${renderer.port}/healthz/memory`)).json()) as Memory
    for (const [name, cache] of Object.entries(memory.caches))
      expect(cache.bytes, name).toBeLessThanOrEqual(cache.maxBytes)
    const { missing, renders, fastStatic } = memory.caches
    // The bounds did the work: far fewer entries kept than addresses asked.
    expect(missing!.entries).toBeGreaterThan(100)
    expect(missing!.entries).toBeLessThan(1500)
    expect(renders!.entries).toBeGreaterThan(50)
    expect(renders!.entries).toBeLessThan(600)
    expect(fastStatic!.entries).toBe(1)
    expect(fastStatic!.bytes).toBeLessThan(32 * 1024)

    expect((await get('/About')).status).toBe(200)
    expect((await get('/About')).body).toContain('Tentang')
  }, 120_000)
})
