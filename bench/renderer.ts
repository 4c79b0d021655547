/**
 * How does the renderer compare with bare node:http and with Vike's renderPage called in process?
 *
 * `npx tsx bench/renderer.ts`: the renderer against its baselines, in one run.
 *
 * Serves the built `dist/` (build first: `npm run build -- --tenant demo`), with a sandbox child on
 * the port `dist/demo/site.json` names, and prints:
 * 1. static `/` with brotli, 50 connections: the renderer vs bare `node:http` sending the same bytes
 *    and the same header set (taken from the renderer's answer) from memory (bench/lib/bareServer.ts);
 * 2. SSR `/News/{slug}` (one hot post), 50 connections: the renderer with its micro-cache, without it
 *    (SSR_CACHE_MS=0), and Vike's `renderPage` called in process with 50 concurrent renders;
 * 3. memory: peak and final RSS of the renderer through BENCH_MEMORY_S (60) seconds of SSR load
 *    with the micro-cache off (every request renders).
 * 1 and 2 run BENCH_ROUNDS (3) times, baselines and renderers alternating within a round; medians
 * and the ratios to the baselines are printed. With /usr/sbin/nginx, nginx `gzip_static` is the
 * other static baseline. The memory run caps the heap as deployed (BENCH_HEAP_CAP,
 * `--max-old-space-size=256`).
 * BASE_DIR=<checkout of another commit, built> adds that commit's renderer to 1–3 for before/after.
 * BENCH_DURATION (10 s) per load; figures depend on what else the machine runs: compare within a run.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { POSTS } from '../sandbox/seed/posts'
import { load, rssMb, ROOT, servicesUrl, start, table, waitFor, type Proc } from './lib/serverProcesses'
import { loadAverage, median } from './lib/stats'
import { hostFetch } from '../testkit/hostFetch'

const SECONDS = Number(process.env.BENCH_DURATION ?? 10)
const MEMORY_S = Number(process.env.BENCH_MEMORY_S ?? 60)
const C = 50
/** Ports P … P+7 (BENCH_PORT, 3220). */
const P = Number(process.env.BENCH_PORT ?? 3220)
const HEAP_CAP = process.env.BENCH_HEAP_CAP ?? '--max-old-space-size=256'
const dist = path.join(ROOT, 'dist')
const slug = POSTS.find((p) => p.kindSlug === 'news')!.slug
const headers = { host: 'demo.localhost', 'accept-encoding': 'br, gzip' }
const rows: Record<string, string | number>[] = []
const row = (what: string, who: string, r: Awaited<ReturnType<typeof load>>) => {
  rows.push({
    what,
    who,
    'req/s': r.rps,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    errors: r.errors,
    'non-2xx': r.non2xx,
    'peak RSS MB': r.peakRssMb,
  })
  console.error(JSON.stringify(rows.at(-1)))
}

const api = servicesUrl(dist)
const sandbox = start(ROOT, 'scripts/sandbox.ts', { SANDBOX_PORT: api.port, SANDBOX_DATA: ':memory:' })
await waitFor(`http://127.0.0.1:${api.port}/healthz`)

async function renderer(cwd: string, port: number, env: Record<string, string> = {}): Promise<Proc> {
  const p = start(cwd, 'renderer/server.ts', { PORT: String(port), DIST_DIR: path.join(cwd, 'dist'), ...env })
  await waitFor(`http://127.0.0.1:${port}/healthz`)
  for (let i = 0; i < 20; i++) await hostFetch(`http://127.0.0.1:${port}/News/${slug}`, { headers })
  return p
}

const targets = [{ who: 'renderer (this)', cwd: ROOT }]
if (process.env.BASE_DIR) targets.push({ who: 'renderer (base)', cwd: path.resolve(process.env.BASE_DIR) })
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const results = new Map<string, { what: string; who: string; runs: Awaited<ReturnType<typeof load>>[] }>()
const record = (what: string, who: string, r: Awaited<ReturnType<typeof load>>) => {
  const key = `${what}|${who}`
  if (!results.has(key)) results.set(key, { what, who, runs: [] })
  results.get(key)!.runs.push(r)
  console.error(JSON.stringify({ what, who, ...r }))
}

// The bare floor sends exactly what the renderer sends for `/`: its brotli body and its header set.
const brFile = path.join(dist, 'demo', 'index.html.br')
let bareHeaders: Record<string, string>
{
  const r = await renderer(ROOT, P + 3)
  const res = await hostFetch(`http://127.0.0.1:${P + 3}/`, { headers })
  await res.arrayBuffer()
  bareHeaders = Object.fromEntries(
    [...res.headers].filter(([k]) => !['content-length', 'date', 'connection', 'keep-alive'].includes(k)),
  )
  await r.stop()
}
const gzipOnly = { ...headers, 'accept-encoding': 'gzip' }
const nginxConf = (() => {
  if (!existsSync('/usr/sbin/nginx')) return null
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'))
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    `worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; etag on; types { text/html html; }
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${P + 4}; root ${path.join(dist, 'demo')}; gzip_static on;
    location = /healthz { return 200 ok; } } }`,
  )
  return conf
})()
if (!nginxConf) console.error('nginx not installed: no nginx baseline')

// 1 and 2, ROUNDS times, the baselines and the renderers alternating within each round.
for (let round = 0; round < ROUNDS; round++) {
  const bare = start(ROOT, 'bench/lib/bareServer.ts', {
    PORT: String(P + 0),
    BARE_FILE: brFile,
    BARE_HEADERS: JSON.stringify(bareHeaders),
  })
  await waitFor(`http://127.0.0.1:${P + 0}/healthz`)
  record(
    'static / (br)',
    'bare node:http from memory',
    await load(`http://127.0.0.1:${P + 0}/`, {
      connections: C,
      seconds: SECONDS,
      headers,
      pid: bare.child.pid,
    }),
  )
  await bare.stop()
  // nginx serving the precompressed files (gzip_static; Debian's nginx has no brotli module); the
  // renderer is measured with gzip too for this pair.
  if (nginxConf) {
    const nginx = spawn('/usr/sbin/nginx', ['-c', nginxConf, '-g', 'daemon off;'], { stdio: 'ignore' })
    await waitFor(`http://127.0.0.1:${P + 4}/healthz`)
    record(
      'static / (gzip)',
      'nginx gzip_static',
      await load(`http://127.0.0.1:${P + 4}/`, { connections: C, seconds: SECONDS, headers: gzipOnly }),
    )
    nginx.kill('SIGTERM')
    await new Promise((r) => nginx.once('exit', r))
  }
  for (const [i, t] of targets.entries()) {
    const port = P + 1 + i
    const r = await renderer(t.cwd, port)
    const url = `http://127.0.0.1:${port}`
    const opts = { connections: C, seconds: SECONDS, headers, pid: r.child.pid }
    record('static / (br)', t.who, await load(`${url}/`, opts))
    if (nginxConf) record('static / (gzip)', t.who, await load(`${url}/`, { ...opts, headers: gzipOnly }))
    record('SSR hot /News/{slug}', t.who, await load(`${url}/News/${slug}`, opts))
    await r.stop()
  }
}
for (const { what, who, runs } of results.values())
  rows.push({
    what: `${what} (median of ${runs.length})`,
    who,
    'req/s': median(runs.map((r) => r.rps)),
    'p50 ms': median(runs.map((r) => r.p50)),
    'p99 ms': median(runs.map((r) => r.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    'non-2xx': runs.reduce((n, r) => n + r.non2xx, 0),
    'peak RSS MB': Math.max(...runs.map((r) => r.peakRssMb)),
  })
const rps = (what: string, who: string) =>
  median(results.get(`${what}|${who}`)?.runs.map((r) => r.rps) ?? [NaN])
const ratios: string[] = [
  `static br: renderer/bare ${(rps('static / (br)', 'renderer (this)') / rps('static / (br)', 'bare node:http from memory')).toFixed(2)}`,
]
if (nginxConf)
  ratios.push(
    `static gzip: renderer/nginx ${(rps('static / (gzip)', 'renderer (this)') / rps('static / (gzip)', 'nginx gzip_static')).toFixed(2)}`,
  )
if (process.env.BASE_DIR)
  ratios.push(
    `static br: base/bare ${(rps('static / (br)', 'renderer (base)') / rps('static / (br)', 'bare node:http from memory')).toFixed(2)}`,
  )
{
  const r = await renderer(ROOT, P + 5, { SSR_CACHE_MS: '0' })
  row(
    'SSR hot /News/{slug}',
    'renderer (this), no micro-cache',
    await load(`http://127.0.0.1:${P + 5}/News/${slug}`, {
      connections: C,
      seconds: SECONDS,
      headers,
      pid: r.child.pid,
    }),
  )
  await r.stop()
}

// 2b. Vike's renderPage in this process, 50 concurrent renders.
{
  const site = JSON.parse(readFileSync(path.join(dist, 'demo', 'site.json'), 'utf8')) as unknown
  await import(pathToFileURL(path.join(dist, '.build', 'server', 'entry.mjs')).href)
  const { renderPage } = await import('vike/server')
  const until = Date.now() + SECONDS * 1000
  const latencies: number[] = []
  await Promise.all(
    Array.from({ length: C }, async () => {
      while (Date.now() < until) {
        const t0 = performance.now()
        await renderPage({ urlOriginal: `/News/${slug}`, headersOriginal: {}, site } as never)
        latencies.push(performance.now() - t0)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  rows.push({
    what: 'SSR hot /News/{slug}',
    who: 'Vike renderPage in process',
    'req/s': Math.round(latencies.length / SECONDS),
    'p50 ms': Math.round(latencies[Math.floor(latencies.length / 2)]!),
    'p99 ms': Math.round(latencies[Math.floor(latencies.length * 0.99)]!),
    errors: 0,
    'non-2xx': 0,
    'peak RSS MB': rssMb(process.pid),
  })
  console.error(JSON.stringify(rows.at(-1)))
}

// 3. Memory under SSR load, micro-cache off.
for (const [i, t] of targets.entries()) {
  // As deployed (README "Deployment"): the heap capped at 256 MB.
  const r = await renderer(t.cwd, P + 6 + i, { SSR_CACHE_MS: '0', NODE_OPTIONS: HEAP_CAP })
  const before = rssMb(r.child.pid)
  const result = await load(`http://127.0.0.1:${P + 6 + i}/News/${slug}`, {
    connections: C,
    seconds: MEMORY_S,
    headers,
    pid: r.child.pid,
  })
  row(`memory: ${MEMORY_S} s SSR, RSS ${before} → ${rssMb(r.child.pid)} MB`, t.who, result)
  await r.stop()
}

await sandbox.stop()
{
  const vike = rows.find((r) => r.who === 'Vike renderPage in process')
  const hot = rps('SSR hot /News/{slug}', 'renderer (this)')
  if (vike) ratios.push(`SSR hot: renderer/renderPage ${(hot / Number(vike['req/s'])).toFixed(2)}`)
}
console.log(table(rows))
console.log(`\n${ratios.join('\n')}\nload average at the end: ${loadAverage()}`)
