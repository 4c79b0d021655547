/**
 * `npm run serve`: the renderer on PORT (3000). Stateless: run several behind a load balancer.
 * Graceful shutdown: on SIGTERM/SIGINT it stops accepting, finishes in-flight requests, exits.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from '@hono/node-server'
import { createRenderer } from './app'

export async function startRenderer(options: { port?: number; distDir?: string } = {}) {
  const distDir = path.resolve(options.distDir ?? process.env.DIST_DIR ?? 'dist')
  // The server bundle registers the built pages with Vike; renderPage then serves them.
  await import(pathToFileURL(path.join(distDir, '.build', 'server', 'entry.mjs')).href)
  const { renderPage } = await import('vike/server')
  const app = createRenderer({ distDir, renderPage: renderPage as never })
  const port = options.port ?? Number(process.env.PORT ?? 3000)
  const server = serve({ fetch: app.fetch, port })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const renderer = await startRenderer()
  console.log(`renderer on http://localhost:${renderer.port}`)
  let closing = false
  const shutdown = () => {
    if (closing) return
    closing = true
    void renderer.close().then(() => process.exit(0))
    setTimeout(() => process.exit(0), 10_000).unref()
  }
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
}
