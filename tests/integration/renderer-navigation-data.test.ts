/**
 * A server-rendered page's navigation data (`/News/{slug}/index.pageContext.json`) goes out
 * without the tenant's runtime, cut by the same function as the pre-rendered ones
 * (renderer/pageContextJson.ts); the page's HTML keeps it (the tab hydrates with it).
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVER_CALL_GUARD } from '../../api/client'
import { createRenderer, type RendererOptions } from '../../renderer/app'
import { createSiteRuntime } from '../../sites/runtime'

let dist: string
let app: Hono

/** Vike's shapes: the runtime first in the navigation data, and in the HTML's embedded data. */
const renderPage: RendererOptions['renderPage'] = async ({ urlOriginal, site }) => {
  const data = `{"site":${JSON.stringify(site)},"pageId":"/pages/News/Detail","data":{"title":"Halo"}}`
  const nav = urlOriginal.endsWith('/index.pageContext.json')
  return {
    httpResponse: {
      statusCode: 200,
      body: nav
        ? data
        : `<!doctype html><script id="vike_pageContext" type="application/json">${data}</script>`,
      headers: [['Content-Type', nav ? 'application/json' : 'text/html; charset=utf-8']],
    },
  }
}

const get = async (url: string) => {
  const res = await app.fetch(
    new Request(`http://demo.localhost${url}`, { headers: { host: 'demo.localhost' } }),
  )
  return { status: res.status, body: await res.text() }
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'renderer-navigation-data-'))
  await mkdir(path.join(dist, 'demo'), { recursive: true })
  const site = createSiteRuntime('demo', { API_BASE_URL: 'http://127.0.0.1:9' }, null, 'test')
  await writeFile(path.join(dist, 'demo', 'site.json'), JSON.stringify(site))
  app = createRenderer({ distDir: dist, renderPage, hsts: null, ssrCacheMs: 0 })
})

afterAll(async () => {
  delete (globalThis as { [SERVER_CALL_GUARD]?: unknown })[SERVER_CALL_GUARD]
  await rm(dist, { recursive: true, force: true })
})

describe('server-rendered navigation data', () => {
  it('has no site runtime; everything else is as Vike wrote it', async () => {
    const { status, body } = await get('/News/halo/index.pageContext.json')
    expect(status).toBe(200)
    expect(body).toBe('{"pageId":"/pages/News/Detail","data":{"title":"Halo"}}')
  })

  it('the HTML keeps the runtime the tab hydrates with', async () => {
    const { status, body } = await get('/News/halo')
    expect(status).toBe(200)
    expect(body).toContain('"site":{"tenant":{"key":"demo"')
  })
})
