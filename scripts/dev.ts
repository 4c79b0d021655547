/**
 * `npm run dev`: Vite's dev server with hot reload for one tenant (`TENANT`, default demo), against
 * the sandbox (started in-process when none runs). The tenant's runtime is injected into every
 * render, as the build and the renderer do, and the tenant's generated files (logo, favicon, share
 * image, offline page: sites/tenantFiles.ts) are served as the build writes them.
 *
 * Port: `DEV_PORT`, default 5173 (Vite's usual), so it runs beside `npm start` (3000, sandbox 4000).
 */
import { createServer } from 'node:http'
import { createDevMiddleware, renderPage } from 'vike/server'
import { loadSiteRuntime } from '../sites/runtime'
import { tenantFiles } from '../sites/tenantFiles'
import { ensureSandbox } from './sandboxForBuild'

const key = process.env.TENANT ?? 'demo'
const env = { ...process.env }
await ensureSandbox(env)
const { site, settingsError } = await loadSiteRuntime(key, env, 'dev')
if (settingsError) console.warn(`${settingsError}; pages show the maintenance screen until it answers`)
const files = new Map((await tenantFiles(site.tenant, site.settings)).map((f) => [f.path, f]))

const { devMiddleware } = await createDevMiddleware({ root: process.cwd() })
const port = Number(process.env.DEV_PORT ?? 5173)
createServer((req, res) => {
  const file = files.get((req.url ?? '/').split('?')[0] as `/${string}`)
  if (file) {
    res.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-cache' })
    res.end(file.body)
    return
  }
  devMiddleware(req, res, async () => {
    const { httpResponse } = await renderPage({
      urlOriginal: req.url ?? '/',
      headersOriginal: req.headers,
      site,
    })
    if (!httpResponse) {
      res.statusCode = 404
      res.end('Not Found')
      return
    }
    res.statusCode = httpResponse.statusCode
    for (const [name, value] of httpResponse.headers) res.setHeader(name, value)
    httpResponse.pipe(res)
  })
}).listen(port, () => console.log(`dev server for ${key} on http://localhost:${port}`))
