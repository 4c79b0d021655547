/**
 * How does the renderer answer while the backend is healthy, hung or stopped?
 *
 * `npx tsx bench/outage.ts`: the renderer with the backend healthy, hung and stopped.
 *
 * Serves the built `dist/` (build first: `npm run build -- --tenant demo`) with the renderer in a
 * child process, and a sandbox child on the port `dist/demo/site.json` names. For each backend state
 * it loads a static route (`/`, brotli) and a server-rendered route (`/News/{slug}`) with 50
 * connections for BENCH_DURATION seconds (10) and prints req/s, p50/p99 latency, errors (socket
 * errors + time-outs), non-2xx answers and the renderer's peak RSS.
 *
 * - hung: the sandbox stalls every services call (fault `timeout`, 15 s);
 * - stopped: the sandbox process is killed.
 * Server-rendered: "SSR hot" rotates over 20 real news posts (a spike: the micro-cache answers
 * most), "SSR cold" adds a distinct query to every request (all misses: every one reaches the
 * backend or its breaker). Targets: static unaffected by the backend; server-rendered p99
 * under outage ≤ SSR_API_TIMEOUT_MS (2500) + 100 ms.
 *
 * BASE_DIR=<checkout of another commit> runs that commit's renderer over its own `dist/` as well,
 * in the same run, for before/after figures.
 */
import path from 'node:path'
import { POSTS } from '../sandbox/seed/posts'
import { load, rssMb, ROOT, servicesUrl, start, table, waitFor } from './lib/serverProcesses'
import { hostFetch } from '../testkit/hostFetch'

const SECONDS = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 50
const PORT = Number(process.env.BENCH_PORT ?? 3210)
const news = POSTS.filter((p) => p.kindSlug === 'news').map((p) => p.slug)

interface Target {
  name: string
  cwd: string
}
const targets: Target[] = [{ name: 'this', cwd: ROOT }]
if (process.env.BASE_DIR) targets.unshift({ name: 'base', cwd: path.resolve(process.env.BASE_DIR) })

const rows: Record<string, string | number>[] = []
for (const [i, target] of targets.entries()) {
  const dist = path.join(target.cwd, 'dist')
  const api = servicesUrl(dist)
  const sandboxPort = api.port
  const sandboxEnv = { SANDBOX_PORT: sandboxPort, SANDBOX_DATA: ':memory:' }
  const busy = await fetch(`http://127.0.0.1:${sandboxPort}/healthz`).then(
    () => true,
    () => false,
  )
  if (busy)
    throw new Error(
      `port ${sandboxPort} is taken: stop what listens there (the bench starts its own sandbox)`,
    )
  const sandbox = start(ROOT, 'scripts/sandbox.ts', sandboxEnv)
  await waitFor(`http://127.0.0.1:${sandboxPort}/healthz`)
  const port = PORT + i
  const renderer = start(target.cwd, 'renderer/server.ts', { PORT: String(port), DIST_DIR: dist })
  const base = `http://127.0.0.1:${port}`
  await waitFor(`${base}/healthz`)
  const headers = { host: 'demo.localhost', 'accept-encoding': 'br, gzip' }
  // Warm: first renders compile the page modules.
  for (const slug of news.slice(0, 5)) await hostFetch(`${base}/News/${slug}`, { headers })

  let n = 0
  const hot = news.slice(0, 20)
  const routes: Record<string, { url: string; nextPath?: () => string }> = {
    'static /': { url: `${base}/` },
    // 20 real posts in rotation: what a news spike looks like (the micro-cache answers most).
    'SSR hot': { url: `${base}/News/${hot[0]}`, nextPath: () => `/News/${hot[n++ % hot.length]}` },
    // A distinct query per request: every request is a cache miss and reaches the backend.
    'SSR cold': { url: `${base}/News/${hot[0]}`, nextPath: () => `/News/${hot[n % hot.length]}?v=${n++}` },
  }
  for (const state of ['healthy', 'hung', 'stopped'] as const) {
    if (state === 'hung')
      await fetch(`http://127.0.0.1:${sandboxPort}/__admin/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ pathPrefix: '/services', fault: 'timeout' }),
      })
    if (state === 'stopped') await sandbox.stop()
    for (const [route, { url, nextPath }] of Object.entries(routes)) {
      const result = await load(url, {
        connections: CONNECTIONS,
        seconds: SECONDS,
        headers,
        pid: renderer.child.pid,
        nextPath,
      })
      rows.push({
        renderer: target.name,
        backend: state,
        route,
        'req/s': result.rps,
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        errors: result.errors,
        'non-2xx': result.non2xx,
        'peak RSS MB': result.peakRssMb,
      })
      console.error(JSON.stringify(rows.at(-1)))
    }
  }
  console.error(`${target.name}: renderer RSS at the end ${rssMb(renderer.child.pid)} MB`)
  await renderer.stop()
  await sandbox.stop()
}
console.log(table(rows))
