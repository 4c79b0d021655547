/**
 * What does a crawler walking thousands of distinct server-rendered pages cost the renderer?
 *
 * `npx tsx bench/cold-renders.ts`: what a crawler walking thousands of distinct pages costs the
 * renderer. Every request is a server render (`SSR_CACHE_MS=0`, so no micro-cache and no shared
 * render), spread over every server-rendered address the built tenants' sitemaps list (as the build
 * gathers them: scripts/release/sitemapSources.ts) (news, blog,
 * podcast and article posts, events, classes, programs, courses … of each tenant, each on its own
 * host), BENCH_MEMORY_S (60) seconds at 50 connections, with the heap flags of the deployment
 * (BENCH_NODE_OPTIONS, default the flags `npm run serve` runs it with). Prints the
 * renderer's RSS every second, the answers by status (503 = shed: renderer/renderGate.ts), the rate
 * and latency. Then BENCH_ROUNDS (3) rounds of BENCH_FLOOR_S (15) seconds a side: Vike's
 * `renderPage` called in this process over the same addresses at the same concurrency (the floor),
 * then the renderer; the ratio of the rates per round, by the clock and per CPU second of the
 * rendering process (the renderer child's, this process's for the floor), and their medians.
 *
 * Build first (`npm run build -- --tenant demo --tenant smkcoding --tenant bharabas`); TENANTS picks
 * the built tenants (default: every `dist/<key>/sitemap.xml`). A sandbox child is started on the port
 * `dist/<first>/site.json` names. BENCH_PORT (3240) is the renderer's port.
 */
import autocannon, { type Result } from 'autocannon'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { sitemapEntries } from '../scripts/release/sitemapSources'
import { ROUTES, findRoute } from '../sites/routes'
import type { SiteRuntime } from '../sites/runtime'
import { bundleRenderer, RENDERER_NODE_FLAGS } from '../deploy/renderer'
import { cpuSeconds, rssMb, ROOT, servicesUrl, start, waitFor } from './lib/serverProcesses'
import { loadAverage, median } from './lib/stats'
import { hostFetch } from '../testkit/hostFetch'

// Before anything loads React (the sitemap helpers do): the floor renders with its production build.
process.env.NODE_ENV = 'production'
const SECONDS = Number(process.env.BENCH_MEMORY_S ?? 60)
const FLOOR_S = Number(process.env.BENCH_FLOOR_S ?? 15)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const C = Number(process.env.BENCH_CONNECTIONS ?? 50)
const PORT = Number(process.env.BENCH_PORT ?? 3240)
const NODE_OPTIONS = process.env.BENCH_NODE_OPTIONS ?? RENDERER_NODE_FLAGS.join(' ')
const dist = path.join(ROOT, 'dist')
const tenants = (
  process.env.TENANTS?.split(',') ??
  readdirSync(dist).filter((k) => existsSync(path.join(dist, k, 'site.json')))
).map((k) => k.trim())
if (tenants.length === 0) throw new Error('no built tenant in dist/: build first')

function hash(s: string): number {
  let h = 0
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) | 0
  return Math.abs(h)
}

const api = servicesUrl(dist, tenants[0])
const sandbox = start(ROOT, 'scripts/sandbox.ts', { SANDBOX_PORT: api.port, SANDBOX_DATA: ':memory:' })
await waitFor(`http://127.0.0.1:${api.port}/healthz`)

const sites = new Map(
  tenants.map((k) => [k, JSON.parse(readFileSync(path.join(dist, k, 'site.json'), 'utf8')) as SiteRuntime]),
)
/** Every server-rendered address each tenant's sitemap lists, as the build gathers it, with its host. */
const addresses: { key: string; host: string; path: string }[] = []
for (const [key, site] of sites) {
  const { entries } = await sitemapEntries(site, [])
  for (const { loc } of entries) {
    const p = new URL(loc).pathname
    const route = findRoute(decodeURIComponent(p), true)
    if (route && ROUTES[route.id].render === 'server')
      addresses.push({ key, host: `${key}.localhost`, path: p })
  }
}
// Interleaved across tenants, so consecutive requests rarely share a tenant or a page.
addresses.sort((a, b) => (hash(a.path + a.key) % 997) - (hash(b.path + b.key) % 997))
console.error(`${addresses.length} server-rendered addresses over ${tenants.join(', ')}`)

// The floor: Vike's renderPage in this process over the same addresses, same concurrency.
await import(pathToFileURL(path.join(dist, '.build', 'server', 'entry.mjs')).href)
const { renderPage } = await import('vike/server')
let floorNext = 0
const renderOne = async () => {
  const a = addresses[floorNext++ % addresses.length]!
  const t0 = performance.now()
  const ctx = (await renderPage({
    urlOriginal: a.path,
    headersOriginal: {},
    site: sites.get(a.key),
  } as never)) as { httpResponse: { statusCode: number } | null }
  return { ms: performance.now() - t0, ok: ctx.httpResponse?.statusCode === 200 }
}
for (let i = 0; i < 60; i++) await renderOne()
interface Floor {
  rate: number
  perCpuS: number
  p50: number
  p99: number
  other: number
}
async function floor(seconds: number): Promise<Floor> {
  const latencies: number[] = []
  let ok = 0
  const cpu0 = process.cpuUsage()
  const until = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: C }, async () => {
      while (Date.now() < until) {
        const r = await renderOne()
        latencies.push(r.ms)
        if (r.ok) ok++
      }
    }),
  )
  const cpu = process.cpuUsage(cpu0)
  latencies.sort((a, b) => a - b)
  return {
    rate: ok / seconds,
    perCpuS: ok / ((cpu.user + cpu.system) / 1e6),
    p50: Math.round(latencies[Math.floor(latencies.length / 2)]!),
    p99: Math.round(latencies[Math.floor(latencies.length * 0.99)]!),
    other: latencies.length - ok,
  }
}

// Warm-up of the floor: its first seconds compile every page module, which the renderer's own
// warm-up (below) and 60 s run also pay before they are compared.
await floor(Math.min(FLOOR_S, 10))

// The renderer, micro-cache off, deployment heap flags.
// As production runs it (deploy/renderer.ts): the bundle on plain Node; BENCH_RENDERER=renderer/server.ts
// runs the sources through tsx instead.
const renderer = start(
  ROOT,
  process.env.BENCH_RENDERER ?? (await bundleRenderer(ROOT, dist)),
  { PORT: String(PORT), DIST_DIR: dist, SSR_CACHE_MS: '0', NODE_OPTIONS },
  // Flags NODE_OPTIONS refuses, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
)
await waitFor(`http://127.0.0.1:${PORT}/healthz`)
// Warm-up: each tenant's first render loads its files and compiles the page modules.
for (const a of addresses.slice(0, 60))
  await hostFetch(`http://127.0.0.1:${PORT}${a.path}`, { headers: { host: a.host } }).then((r) =>
    r.arrayBuffer(),
  )
let next = 0
async function rendererRun(seconds: number) {
  const cpu0 = cpuSeconds([renderer.child.pid])
  const result = (await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: C,
    duration: seconds,
    timeout: 30,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [
      {
        setupRequest: (req: { headers?: Record<string, string> }) => {
          const a = addresses[next++ % addresses.length]!
          return { ...req, path: a.path, headers: { ...req.headers, host: a.host } }
        },
      },
    ],
  } as Parameters<typeof autocannon>[0])) as Result
  const cpu = cpuSeconds([renderer.child.pid]) - cpu0
  return { result, rate: result['2xx'] / seconds, perCpuS: result['2xx'] / cpu }
}

// 1. Memory: one run of SECONDS, RSS once a second.
const before = rssMb(renderer.child.pid)
const curve: number[] = []
const sampler = setInterval(() => curve.push(rssMb(renderer.child.pid)), 1000)
const memoryRun = await rendererRun(SECONDS)
clearInterval(sampler)
const result = memoryRun.result

// 2. Rate against the floor: ROUNDS rounds, each the floor then the renderer for FLOOR_S, side by
// side, so the machine's load moves both sides of a round alike; the ratio is the median of rounds.
const rounds: { floor: Floor; rate: number; perCpuS: number }[] = []
for (let i = 0; i < ROUNDS; i++) {
  const f = await floor(FLOOR_S)
  const r = await rendererRun(FLOOR_S)
  rounds.push({ floor: f, rate: r.rate, perCpuS: r.perCpuS })
}
// SIGTERM: the renderer drains and exits by itself (so `--cpu-prof` in BENCH_NODE_ARGS writes).
await new Promise((resolve) => {
  renderer.child.once('exit', resolve)
  renderer.child.kill('SIGTERM')
})

const statuses = Object.entries(result.statusCodeStats)
  .map(([code, { count }]) => `${code}: ${count}`)
  .join(', ')
console.log(`\nrenderer RSS, MB, once a second (before the load: ${before} MB):`)
for (let i = 0; i < curve.length; i += 10)
  console.log(`  ${String(i).padStart(3)} s  ${curve.slice(i, i + 10).join(' ')}`)
console.log(
  `renderer, ${SECONDS} s cold renders at ${C} connections over ${addresses.length} addresses (${NODE_OPTIONS}):`,
)
console.log(
  `  answers ${result['2xx'] + result.non2xx} (${statuses}), errors ${result.errors + result.timeouts}; ` +
    `${memoryRun.rate.toFixed(0)} renders/s answered 2xx, ${memoryRun.perCpuS.toFixed(0)} per CPU second; ` +
    `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
)
console.log(`  RSS peak ${Math.max(...curve)} MB, median ${median(curve)} MB, end ${curve.at(-1)} MB`)
console.log(`\n${ROUNDS} rounds of ${FLOOR_S} s each side, ${C} concurrent, floor first:`)
for (const [i, r] of rounds.entries())
  console.log(
    `  round ${i + 1}: renderPage ${r.floor.rate.toFixed(0)}/s (${r.floor.perCpuS.toFixed(0)} per CPU s, ` +
      `p50 ${r.floor.p50} ms, ${r.floor.other} not 200), renderer ${r.rate.toFixed(0)}/s ` +
      `(${r.perCpuS.toFixed(0)} per CPU s): ${(r.rate / r.floor.rate).toFixed(2)} by the clock, ` +
      `${(r.perCpuS / r.floor.perCpuS).toFixed(2)} per CPU second`,
  )
console.log(
  `ratio renderer / renderPage, median of ${ROUNDS} rounds: ` +
    `${median(rounds.map((r) => r.rate / r.floor.rate)).toFixed(2)} by the clock, ` +
    `${median(rounds.map((r) => r.perCpuS / r.floor.perCpuS)).toFixed(2)} per CPU second`,
)
console.log(`load average at the end: ${loadAverage()}`)
await sandbox.stop()
process.exit(0)
