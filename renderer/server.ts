/**
 * `npm run serve`: the renderer on PORT (3000). Stateless: run several behind a load balancer.
 *
 * Graceful shutdown on SIGTERM/SIGINT: `/healthz` answers 503 at once (a balancer stops sending new
 * visitors), then after `DRAIN_DELAY_MS` (0 by default; set it to the balancer's health-check period)
 * the listener closes, every request already accepted is answered (kept-alive connections are told
 * `Connection: close`), and the process exits; `DRAIN_TIMEOUT_MS` (10 s) bounds the wait.
 *
 * Memory: each request holds nothing after its answer (the API client clears its timers), and what
 * the process keeps is bounded so that its RSS stays under 250 MB through cold-render load
 * (bench/cold-renders.ts): about 92 MB of Node and this file bundled (deploy/renderer.ts; 160 MB
 * when run through tsx), the server bundle with its modules, and caches bounded by bytes with their
 * keys (renderer/byteLru.ts): the file cache ≤ 48 MB and its missing paths ≤ 2 MB
 * (renderer/files.ts), the hot answers ≤ 16 MB, mostly the file cache's own bodies
 * (renderer/fastStatic.ts), the render cache ≤ 16 MB (renderer/ssrCache.ts), share images ≤ 16 MB
 * (renderer/shareImages.ts), the parsed runtimes of the tenants served lately ≤ 2 MB
 * (renderer/app.ts `TENANT_RUNTIMES_BYTES`); renders in flight are bounded by the gate (renderer/renderGate.ts), and
 * a made-up address is never remembered (renderer/pathRules.ts). `/healthz/memory` reports them.
 * `npm run serve` runs the bundle as `node --max-old-space-size=192 --max-semi-space-size=32`: a
 * heap capped well below the container's limit, and young-generation semi-spaces large enough that
 * a render's short-lived objects rarely survive into the old generation.
 */
import type { Server } from 'node:http'
import net, { type AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createServer } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { createRenderer, type RendererOptions } from './app'
import { FastStatic } from './fastStatic'
import { FileCache } from './files'
import { hstsValue, securityHeaders } from './headers'

const QUIET_MS = 200

export interface RunningRenderer {
  port: number
  /** Stops accepting, answers what was accepted, then resolves. */
  close(): Promise<void>
  /** Requests being answered now. */
  inFlight(): number
}

export async function startRenderer(
  options: {
    port?: number
    distDir?: string
    renderPage?: RendererOptions['renderPage']
    gate?: RendererOptions['gate']
  } = {},
): Promise<RunningRenderer> {
  const distDir = path.resolve(options.distDir ?? process.env.DIST_DIR ?? 'dist')
  let renderPage = options.renderPage
  if (!renderPage) {
    // The server bundle registers the built pages with Vike; renderPage then serves them.
    await import(pathToFileURL(path.join(distDir, '.build', 'server', 'entry.mjs')).href)
    renderPage = (await import('vike/server')).renderPage as never as RendererOptions['renderPage']
  }
  const files = new FileCache()
  const fast = new FastStatic(files)
  const app = createRenderer({
    distDir,
    renderPage,
    files,
    gate: options.gate,
    onFileAnswer: (request, answer) => fast.remember(request, answer),
    moreCaches: () => ({ fastStatic: fast.stats() }),
  })
  const plainHeaders = securityHeaders([], hstsValue(process.env))
  let draining = false
  let inFlight = 0
  const idle: (() => void)[] = []
  const fetch = async (request: Request): Promise<Response> => {
    if (draining && new URL(request.url).pathname === '/healthz')
      return new Response('draining', {
        status: 503,
        headers: { ...plainHeaders, 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' },
      })
    return app.fetch(request)
  }
  const port = options.port ?? Number(process.env.PORT ?? 3000)
  const listener = getRequestListener(fetch)
  const server: Server = createServer()
  server.on('clientError', (error: NodeJS.ErrnoException, socket) =>
    protocolError(error, socket, plainHeaders),
  )
  // Counting first: a hot answer (FastStatic) ends the response within the next listener.
  server.on('request', (_req, res) => {
    inFlight++
    if (draining) res.shouldKeepAlive = false
    res.once('close', () => {
      inFlight--
      if (inFlight === 0) for (const done of idle.splice(0)) done()
    })
  })
  server.on('request', (req, res) => {
    if (!fast.serve(req, res)) void listener(req, res)
  })
  server.listen(port)
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))

  async function close() {
    if (draining) return
    draining = true
    const delay = Number(process.env.DRAIN_DELAY_MS ?? 0)
    if (delay > 0) await new Promise((r) => setTimeout(r, delay))
    // Stop accepting, without http's close(), which also drops connections whose request has not
    // been read yet. Connections already accepted send their request and are answered.
    await new Promise<void>((resolve) => {
      net.Server.prototype.close.call(server, () => resolve())
      void (async () => {
        // Quiet for QUIET_MS: no request in flight, none arrived on an accepted connection.
        for (let quietSince = Date.now(); Date.now() - quietSince < QUIET_MS;) {
          if (inFlight > 0) {
            await new Promise<void>((done) => idle.push(done))
            quietSince = Date.now()
          }
          await new Promise((r) => setTimeout(r, 20))
        }
        server.closeIdleConnections()
      })()
    })
  }

  const bound = (server.address() as AddressInfo | null)?.port ?? port
  return { port: bound, close, inFlight: () => inFlight }
}

/**
 * Node's own answer to a request it cannot parse (400, 431 for oversized headers, 408 for a request
 * that never finished), as Node words it, plus the security headers every answer carries.
 */
function protocolError(error: NodeJS.ErrnoException, socket: Duplex, headers: Record<string, string>) {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy()
    return
  }
  const [status, reason] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout']
        : [400, 'Bad Request']
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n${lines.join('')}Content-Length: 0\r\nConnection: close\r\n\r\n`,
  )
}

/** SIGTERM/SIGINT: drain, then exit 0; exit 1 when requests are still open after DRAIN_TIMEOUT_MS. */
export function exitOnSignals(renderer: RunningRenderer): void {
  let closing = false
  const shutdown = () => {
    if (closing) return
    closing = true
    const limit = Number(process.env.DRAIN_TIMEOUT_MS ?? 10_000)
    setTimeout(() => {
      console.error(`renderer: ${renderer.inFlight()} requests still open after ${limit} ms, exiting`)
      process.exit(1)
    }, limit).unref()
    void renderer.close().then(() => {
      console.log('renderer: drained, exiting')
      process.exit(0)
    })
  }
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const renderer = await startRenderer()
  console.log(`renderer on http://localhost:${renderer.port}`)
  exitOnSignals(renderer)
}
