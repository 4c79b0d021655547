/**
 * What does the nginx edge in front of two renderers change in speed and in failures under load?
 *
 * `npm run bench:edge`: the production edge (nginx with the build's configuration, deploy/nginx.ts)
 * in front of two renderers, against one renderer answering directly, in one run. Needs a built
 * `dist/` (`npm run build`) and nginx with the brotli static module (`.ci/run` installs both).
 *
 * 1. Static files, 50 connections, brotli and no Accept-Encoding: `/`, `/About` and the largest
 *    hashed chunk of `demo`, renderer direct vs edge, rounds alternating; medians and ratios.
 * 2. An entry path (`/News/{slug}`), 50 connections, through the edge (micro-cache) and direct: p99.
 * 3. Failures under load (50 connections, 8 s; failed: connection error, time-out or 5xx): the entry
 *    path through the edge with one of the two renderers killed (SIGKILL) mid-run; then requests that
 *    all reach a renderer (a not-found page, no API call) with one killed, one restarted (SIGTERM,
 *    drained, started again), and for contrast the renderer restarted with no edge in front.
 * 4. The API stopped: an entry page rendered before answers (stale), a static page as ever, a page
 *    never rendered fails fast with the error page.
 *
 * Ports BENCH_PORT (3316) … +3; the sandbox on the port `dist/demo/site.json` names. Loopback only;
 * every load is bounded by BENCH_DURATION (4 s) and BENCH_ROUNDS (3). One address repeated is loaded
 * with Debian's `wrk` when it is installed (`apt-get install wrk`; bench/lib/serverProcesses.ts says why),
 * else with autocannon; the failure parts always use autocannon, which counts every status.
 * The renderers run as production runs them: the bundle and heap flags of deploy/renderer.ts.
 */
import autocannon from 'autocannon'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { edgeOptionsFromEnv, writeEdgeConfig } from '../deploy/nginx'
import { bundleRenderer, rendererBundle, RENDERER_NODE_FLAGS } from '../deploy/renderer'
import { hstsValue } from '../renderer/headers'
import { POSTS } from '../sandbox/seed/posts'
import {
  load,
  ROOT,
  servicesUrl,
  start,
  table,
  waitFor,
  WRK_THREADS,
  wrkAvailable,
  type Proc,
} from './lib/serverProcesses'
import { loadAverage, median } from './lib/stats'
import { hostFetch } from '../testkit/hostFetch'

process.env.BENCH_WARMUP_S ??= '1'
const SECONDS = Number(process.env.BENCH_DURATION ?? 4)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const C = 50
const P = Number(process.env.BENCH_PORT ?? 3316)
const EDGE = P
const R1 = P + 1
const R2 = P + 2
const DIRECT = P + 3
const dist = path.join(ROOT, 'dist')
const news = POSTS.filter((p) => p.kindSlug === 'news')
const slug = news[0]!.slug
const fresh = news[news.length - 1]!.slug
const host = 'demo.localhost'

const api = servicesUrl(dist)
let sandbox: Proc | null = start(ROOT, 'scripts/sandbox.ts', {
  SANDBOX_PORT: api.port,
  SANDBOX_DATA: ':memory:',
})
await waitFor(`http://127.0.0.1:${api.port}/healthz`)

// The renderers as production runs them (deploy/renderer.ts).
await bundleRenderer(ROOT, dist)
const env = { NODE_ENV: 'production', RENDERER_HSTS: hstsValue({ NODE_ENV: 'production' }) ?? 'off' }
async function renderer(port: number): Promise<Proc> {
  const p = start(ROOT, rendererBundle(dist), { PORT: String(port), DIST_DIR: dist, ...env }, [
    ...RENDERER_NODE_FLAGS,
  ])
  await waitFor(`http://127.0.0.1:${port}/healthz`)
  return p
}
const replicas = new Map<number, Proc>([
  [R1, await renderer(R1)],
  [R2, await renderer(R2)],
])
const direct = await renderer(DIRECT)

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-edge-'))
fs.chmodSync(scratch, 0o755)
const edgeConf = writeEdgeConfig(
  {
    ...edgeOptionsFromEnv(
      scratch,
      { EDGE_LISTEN: String(EDGE), EDGE_RENDERERS: `${R1},${R2}` },
      env.RENDERER_HSTS,
    ),
    distDir: dist,
  },
  scratch,
)
const nginx: ChildProcess = spawn(
  'nginx',
  ['-p', scratch + '/', '-c', edgeConf.nginxConf, '-g', 'daemon off;'],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
  },
)
await waitFor(`http://127.0.0.1:${EDGE}/healthz`)

const chunk = (() => {
  const dir = path.join(dist, 'demo', 'assets', 'chunks')
  const js = fs.readdirSync(dir).filter((f) => f.endsWith('.js'))
  const biggest = js.sort(
    (a, b) => fs.statSync(path.join(dir, b)).size - fs.statSync(path.join(dir, a)).size,
  )[0]!
  return {
    path: `/assets/chunks/${biggest}`,
    kb: Math.round(fs.statSync(path.join(dir, biggest)).size / 1024),
  }
})()

/** `BENCH_PARTS=failures,outage` runs only those of static, entry, failures, outage. */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'static,entry,failures,outage').split(','))
const rows: Record<string, string | number>[] = []
const print = (r: Record<string, string | number>) => {
  rows.push(r)
  console.error(JSON.stringify(r))
}

// 1. Static files.
for (const [label, urlPath] of [
  ['/', '/'],
  ['/About', '/About'],
  [`chunk ${chunk.kb} KB`, chunk.path],
] as const) {
  if (!PARTS.has('static')) break
  for (const encoding of ['br', null] as const) {
    const headers: Record<string, string> = { host, ...(encoding ? { 'accept-encoding': encoding } : {}) }
    const results = {
      directCpu: [] as number[],
      edgeCpu: [] as number[],
      direct: [] as number[],
      edge: [] as number[],
      directP99: [] as number[],
      edgeP99: [] as number[],
    }
    for (let round = 0; round < ROUNDS; round++) {
      const d = await load(`http://127.0.0.1:${DIRECT}${urlPath}`, {
        connections: C,
        seconds: SECONDS,
        headers,
        serverPids: () => [direct.child.pid],
      })
      const e = await load(`http://127.0.0.1:${EDGE}${urlPath}`, {
        connections: C,
        seconds: SECONDS,
        headers,
        serverPids: () => [nginx.pid],
      })
      if (d.rpsPerCpuS && e.rpsPerCpuS) {
        results.directCpu.push(d.rpsPerCpuS)
        results.edgeCpu.push(e.rpsPerCpuS)
      }
      if (d.errors + d.non2xx + e.errors + e.non2xx > 0)
        throw new Error(`static ${urlPath}: failed requests ${JSON.stringify({ d, e })}`)
      results.direct.push(d.rps)
      results.edge.push(e.rps)
      results.directP99.push(d.p99)
      results.edgeP99.push(e.p99)
    }
    print({
      what: `static ${label}, ${encoding ?? 'identity'}`,
      'renderer req/s': median(results.direct),
      'edge req/s': median(results.edge),
      'edge/renderer': (median(results.edge) / median(results.direct)).toFixed(2),
      'renderer p99 ms': median(results.directP99),
      'edge p99 ms': median(results.edgeP99),
      ...(results.edgeCpu.length
        ? {
            'req per server CPU s, renderer / edge': `${median(results.directCpu)} / ${median(results.edgeCpu)}`,
            'edge/renderer per CPU s': (median(results.edgeCpu) / median(results.directCpu)).toFixed(2),
          }
        : {}),
      rounds: `${results.direct.join('/')} vs ${results.edge.join('/')}`,
    })
  }
}

// 2. An entry path.
if (PARTS.has('entry')) {
  const headers = { host, 'accept-encoding': 'br, gzip' }
  const d: number[] = []
  const e: number[] = []
  const dp: number[] = []
  const ep: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const a = await load(`http://127.0.0.1:${DIRECT}/News/${slug}`, {
      connections: C,
      seconds: SECONDS,
      headers,
    })
    const b = await load(`http://127.0.0.1:${EDGE}/News/${slug}`, {
      connections: C,
      seconds: SECONDS,
      headers,
    })
    if (a.errors + a.non2xx + b.errors + b.non2xx > 0) throw new Error('entry path: failed requests')
    d.push(a.rps)
    e.push(b.rps)
    dp.push(a.p99)
    ep.push(b.p99)
  }
  print({
    what: 'entry /News/{slug}, micro-caches on',
    'renderer req/s': median(d),
    'edge req/s': median(e),
    'edge/renderer': (median(e) / median(d)).toFixed(2),
    'renderer p99 ms': median(dp),
    'edge p99 ms': median(ep),
    rounds: `p99 ${dp.join('/')} vs ${ep.join('/')}`,
  })
}

// 3. Failures under load. Failed: a connection error, a time-out or a 5xx.
interface Counted {
  rps: number
  p99: number
  failed: number
  statuses: string
}
async function counted(port: number, seconds: number, nextPath: () => string): Promise<Counted> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/`,
    connections: C,
    duration: seconds,
    headers: { host },
    timeout: 10,
    requests: [{ setupRequest: (req: object) => ({ ...req, path: nextPath() }) }],
  } as Parameters<typeof autocannon>[0])
  const stats = (result as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats
  const fivexx = Object.entries(stats)
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, s]) => sum + s.count, 0)
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + fivexx,
    statuses: Object.entries(stats)
      .map(([code, s]) => `${code}: ${s.count}`)
      .join(', '),
  }
}
async function underLoad(port: number, nextPath: () => string, action: () => Promise<void>) {
  const running = counted(port, 8, nextPath)
  await new Promise((r) => setTimeout(r, 2000))
  await action()
  return running
}
const stopGracefully = (p: Proc) =>
  new Promise<void>((resolve) => {
    if (p.child.exitCode !== null) return resolve()
    p.child.once('exit', () => resolve())
    p.child.kill('SIGTERM')
  })
const settle = () => new Promise((r) => setTimeout(r, 2500)) // nginx tries a failed replica again after 2 s
let n = 0
// The entry path as visitors ask it: the edge's micro-cache answers, one request a second renders.
const entry = () => `/News/${slug}`
// Every request reaches a renderer without calling the API (a not-found page for a trailing slash),
// so the API's capacity does not hide the edge's failover.
const everyRequest = () => `/Tidak-Ada-${++n}/`
const failures: [string, Counted][] = []
if (PARTS.has('failures')) {
  failures.push([
    'entry path, renderer 1 of 2 killed (SIGKILL)',
    await underLoad(EDGE, entry, () => replicas.get(R1)!.stop()),
  ])
  replicas.set(R1, await renderer(R1))
  await settle()
  failures.push([
    'every request to a renderer, 1 of 2 killed',
    await underLoad(EDGE, everyRequest, () => replicas.get(R1)!.stop()),
  ])
  replicas.set(R1, await renderer(R1))
  await settle()
  failures.push([
    'every request to a renderer, 1 of 2 restarted',
    await underLoad(EDGE, everyRequest, async () => {
      await stopGracefully(replicas.get(R2)!)
      replicas.set(R2, await renderer(R2))
    }),
  ])
  let directNow = direct
  failures.push([
    'no edge: the renderer restarted',
    await underLoad(DIRECT, everyRequest, async () => {
      await stopGracefully(directNow)
      directNow = await renderer(DIRECT)
    }),
  ])
  replicas.set(DIRECT, directNow)
}
if (!replicas.has(DIRECT)) replicas.set(DIRECT, direct)
for (const [what, r] of failures)
  print({ what, 'req/s': r.rps, 'p99 ms': r.p99, failed: r.failed, statuses: r.statuses })

// 4. The API stopped.
if (PARTS.has('outage')) {
  const get = async (urlPath: string) => {
    const started = performance.now()
    const res = await hostFetch(`http://127.0.0.1:${EDGE}${urlPath}`, { headers: { host } })
    const body = await res.text()
    return { status: res.status, ms: Math.round(performance.now() - started), body }
  }
  if ((await get(`/News/${slug}`)).status !== 200)
    throw new Error('entry page not rendered before the outage')
  await sandbox!.stop()
  sandbox = null
  await new Promise((r) => setTimeout(r, 1500)) // past the micro-cache's second
  const stale = await get(`/News/${slug}`)
  const staticPage = await get('/About')
  const never = await get(`/News/${fresh}`)
  const staleLoad = await load(`http://127.0.0.1:${EDGE}/News/${slug}`, {
    connections: C,
    seconds: SECONDS,
    headers: { host },
  })
  print({
    what: 'API stopped',
    'rendered before': `${stale.status} in ${stale.ms} ms`,
    static: `${staticPage.status} in ${staticPage.ms} ms`,
    'never rendered': `${never.status} in ${never.ms} ms${/Layanan data|gangguan|coba lagi/i.test(never.body) ? ', error page' : ''}`,
    'rendered before, 50 conn.': `${staleLoad.rps} req/s, p99 ${staleLoad.p99} ms, failed ${staleLoad.errors + staleLoad.non2xx}`,
  })
}

console.log(`\n${table(rows.filter((r) => 'renderer p99 ms' in r))}`)
console.log(`\n${table(rows.filter((r) => 'failed' in r))}`)
console.log(`\n${table(rows.filter((r) => 'static' in r))}`)
console.log(
  `\nload average ${loadAverage()}; ${SECONDS} s per load, ${ROUNDS} rounds; load from ${wrkAvailable ? `wrk (${WRK_THREADS} threads)` : 'autocannon'} where one address repeats`,
)

nginx.kill('SIGQUIT')
await Promise.all([...replicas.values()].map((p) => p.stop()))
await (sandbox as Proc | null)?.stop()
process.exit(0)
