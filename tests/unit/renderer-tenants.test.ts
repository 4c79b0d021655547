import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRenderer } from '../../renderer/app'
import { tenantKeys } from '../../sites/registry'
import { createSiteRuntime } from '../../sites/runtime'

let dist: string
const BOUND = 48 * 1024

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'renderer-tenants-'))
  for (const key of tenantKeys()) {
    const root = path.join(dist, key)
    fs.mkdirSync(root)
    const site = createSiteRuntime(key, { API_BASE_URL: 'http://api.example' }, null, `build-${key}`)
    fs.writeFileSync(path.join(root, 'site.json'), JSON.stringify(site))
    fs.writeFileSync(path.join(root, 'index.html'), `<!doctype html><h1>${key}</h1>`)
  }
})
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

describe('the renderer with many tenants', () => {
  it('keeps the parsed runtimes of the tenants served lately within its bound, and serves every one', async () => {
    const app = createRenderer({
      distDir: dist,
      renderPage: () => Promise.reject(new Error('no page is server-rendered here')),
      hsts: null,
      tenantRuntimesBytes: BOUND,
    })
    const home = async (key: string) => {
      const res = await app.fetch(new Request('http://renderer/', { headers: { host: `${key}.localhost` } }))
      return { status: res.status, body: await res.text() }
    }
    const keys = tenantKeys()
    for (const key of keys)
      expect(await home(key)).toEqual({ status: 200, body: `<!doctype html><h1>${key}</h1>` })
    const memory = (await (await app.fetch(new Request('http://renderer/healthz/memory'))).json()) as {
      caches: { tenants: { entries: number; bytes: number; maxBytes: number } }
    }
    expect(memory.caches.tenants.maxBytes).toBe(BOUND)
    expect(memory.caches.tenants.bytes).toBeLessThanOrEqual(BOUND)
    expect(memory.caches.tenants.entries).toBeGreaterThan(0)
    expect(memory.caches.tenants.entries).toBeLessThan(keys.length)
    // One pushed out is read again, its own site and headers.
    const first = await app.fetch(
      new Request('http://renderer/', { headers: { host: `${keys[0]}.localhost` } }),
    )
    expect(first.status).toBe(200)
    expect(await first.text()).toContain(keys[0])
  })
})
