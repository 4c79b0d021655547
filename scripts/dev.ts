/**
 * `npm run dev`: Vite's dev server with hot reload for one tenant (`TENANT`, default demo), against
 * the sandbox (started in-process when none runs). The tenant's runtime is injected into every
 * render, as the build and the renderer do.
 */
import { createServer } from 'node:http'
import { createDevMiddleware, renderPage } from 'vike/server'
import { loadSiteRuntime } from '../sites/runtime'
import { ensureSandbox } from './sandbox-for-build'

const key = process.env.TENANT ?? 'demo'
const env = { ...process.env }
await ensureSandbox(env)
const { site, settingsError } = await loadSiteRuntime(key, env, 'dev')
if (settingsError) console.warn(`${settingsError}; pages show the maintenance screen until it answers`)

const { devMiddleware } = await createDevMiddleware({ root: process.cwd() })
const port = Number(process.env.PORT ?? 3000)
createServer((req, res) => {
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
