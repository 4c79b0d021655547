/**
 * Can made-up addresses exhaust a renderer's memory, through the edge and without it?
 *
 * `npm run bench:hostile-paths`: made-up addresses cannot exhaust a renderer. Needs a built `dist/`
 * with `demo` (`npm run build -- --tenant demo`) and nginx with the brotli static module.
 *
 * 1. Through the edge: `npm run start:edge` (SKIP_BUILD=1: Varnish and nginx in front of two supervised
 *    renderers) takes `BENCH_REQUESTS` (20,000) requests at 40 connections, every one a new address:
 *    16 KB paths with and without a trailing slash, with dot segments and entry-path shapes, 15 KB
 *    queries on a page and on an entry path, and, to fill the renderer's caches, entry paths of
 *    1,500 characters and asset paths of 600 (under the length limit, so rendered or looked up).
 *    Each renderer's RSS is sampled every 100 ms from `/healthz/memory`, and its peak read from
 *    `/proc/<pid>/status` (VmHWM) at the end.
 * 2. The same load straight at one renderer (no edge in front).
 * 3. After each: `/`, `/About` and an entry page answer 200, through the edge and from each renderer.
 * 4. A renderer killed (SIGKILL) under start:edge: the time until its `/healthz` answers again, from
 *    a new process, three times.
 *
 * Ports BENCH_PORT (5500) … +4 (the CDN on +0, nginx on +3 behind it); the sandbox on the port `dist/demo/site.json` names. Loopback only;
 * bounded by the request count and `BENCH_MAX_S` (600 s for the whole run).
 */
import autocannon from 'autocannon'
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { rendererBundle, RENDERER_NODE_FLAGS } from '../deploy/renderer'
import { POSTS } from '../sandbox/seed/posts'
import { ROOT, servicesUrl, start, waitFor, type Proc } from './lib/serverProcesses'
import { hostFetch } from '../testkit/hostFetch'
import { loadAverage } from './lib/stats'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000)
const CONNECTIONS = 40
const P = Number(process.env.BENCH_PORT ?? 5500)
const EDGE = P
const RENDERERS = [P + 1, P + 2]
const NGINX = P + 3
const DIRECT = P + 4
const MAX_S = Number(process.env.BENCH_MAX_S ?? 600)
const host = 'demo.localhost'
const dist = path.join(ROOT, 'dist')
const slug = POSTS.find((p) => p.kindSlug === 'news')!.slug
const began = Date.now()

setTimeout(() => {
  console.error(`bench:hostile-paths: over ${MAX_S} s, stopping`)
  stopAll()
  process.exit(2)
}, MAX_S * 1000).unref()

interface Memory {
  pid: number
  rss: number
  heapUsed: number
  caches: Record<string, { entries: number; bytes: number; maxBytes: number }>
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)

async function memory(port: number): Promise<Memory | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/healthz/memory`, { signal: AbortSignal.timeout(2000) })
    return res.ok ? ((await res.json()) as Memory) : null
  } catch {
    return null
  }
}

/** Peak resident memory of a process in MB, as the kernel counted it (Linux). */
function peakRssMb(pid: number): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Math.round(Number(m[1]) / 1024) : NaN
  } catch {
    return NaN
  }
}

/** Samples `ports` every 100 ms until stopped: peak RSS, missed samples, the last cache figures. */
function sampler(ports: number[]) {
  const peak = new Map<number, number>(ports.map((p) => [p, 0]))
  const missed = new Map<number, number>(ports.map((p) => [p, 0]))
  const pids = new Map<number, Set<number>>(ports.map((p) => [p, new Set()]))
  const last = new Map<number, Memory>()
  let running = true
  const loop = (async () => {
    while (running) {
      await Promise.all(
        ports.map(async (p) => {
          const m = await memory(p)
          if (!m) return missed.set(p, missed.get(p)! + 1)
          peak.set(p, Math.max(peak.get(p)!, m.rss))
          pids.get(p)!.add(m.pid)
          last.set(p, m)
        }),
      )
      await new Promise((r) => setTimeout(r, 100))
    }
  })()
  return async () => {
    running = false
    await loop
    return { peak, missed, pids, last }
  }
}

const pad = (n: number) => String(n).padStart(6, '0')
const filler = (n: number, length: number) => {
  const head = `${pad(n)}-`
  return head + 'x'.repeat(Math.max(0, length - head.length))
}

/** The n-th hostile address: every one new, most of them 16 KB. */
export function hostilePath(n: number): string {
  const big = 16_000
  switch (n % 8) {
    case 0:
      return `/${filler(n, big)}`
    case 1:
      return `/${filler(n, big)}/`
    case 2:
      return `/About/./${filler(n, big / 2)}/../${filler(n, big / 2)}`
    case 3:
      return `/News/${filler(n, big)}`
    case 4:
      return `/About?${filler(n, big - 10)}`
    case 5:
      return `/News/${slug}?q=${filler(n, big - 60)}`
    case 6:
      return `/News/${filler(n, 1500)}`
    default:
      // Names the file system allows: looked up, and their absence remembered (within its bound).
      return `/assets/${filler(n, 200)}/${'y'.repeat(200)}/${'z'.repeat(200)}.js`
  }
}

interface Loaded {
  seconds: number
  errors: number
  timeouts: number
  statuses: Record<string, number>
}

async function hostileLoad(port: number): Promise<Loaded> {
  let n = 0
  const started = Date.now()
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/`,
    connections: CONNECTIONS,
    amount: REQUESTS,
    headers: { host },
    timeout: 10,
    requests: [{ setupRequest: (req: object) => ({ ...req, path: hostilePath(n++) }) }],
  } as Parameters<typeof autocannon>[0])
  const stats = (result as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats
  return {
    seconds: (Date.now() - started) / 1000,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses: Object.fromEntries(Object.entries(stats).map(([code, s]) => [code, s.count])),
  }
}

async function pagesAnswer(port: number): Promise<string> {
  const out: string[] = []
  for (const p of ['/', '/About', `/News/${slug}`]) {
    const res = await hostFetch(`http://127.0.0.1:${port}${p}`, { headers: { host } }).catch(() => null)
    out.push(`${p} ${res?.status ?? 'no answer'}`)
  }
  return out.join(', ')
}

const cacheLine = (m: Memory | undefined) =>
  m
    ? Object.entries(m.caches)
        .map(([name, c]) => `${name} ${c.entries}/${(c.bytes / 1024).toFixed(0)} KB`)
        .join(', ')
    : 'no answer'

function report(
  label: string,
  loaded: Loaded,
  ports: number[],
  s: Awaited<ReturnType<ReturnType<typeof sampler>>>,
) {
  console.log(`\n${label}: ${REQUESTS} requests, ${CONNECTIONS} connections, ${loaded.seconds.toFixed(1)} s`)
  console.log(
    `  statuses ${JSON.stringify(loaded.statuses)}; errors ${loaded.errors}, time-outs ${loaded.timeouts}`,
  )
  for (const p of ports) {
    const pids = [...s.pids.get(p)!]
    const hwm = pids.map(peakRssMb).filter(Number.isFinite)
    console.log(
      `  renderer :${p}: peak RSS sampled ${mb(s.peak.get(p)!)} MB, kernel peak (VmHWM) ${hwm.join('/') || '?'} MB, ` +
        `processes ${pids.length}, missed samples ${s.missed.get(p)}`,
    )
    console.log(`    caches (entries/bytes): ${cacheLine(s.last.get(p))}`)
  }
}

// The stack: start:edge as it ships (supervised renderers), and one renderer alone.
const api = servicesUrl(dist)
const edge = spawn(process.execPath, ['--import', 'tsx', 'scripts/startEdge.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    SKIP_BUILD: '1',
    PORT: String(EDGE),
    NGINX_PORT: String(NGINX),
    RENDERER_PORTS: RENDERERS.join(','),
    SANDBOX_PORT: api.port,
    SANDBOX_DATA: ':memory:',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
let direct: Proc | null = null
function stopAll() {
  edge.kill('SIGTERM')
  void direct?.stop()
}
process.on('SIGINT', () => {
  stopAll()
  process.exit(130)
})

await waitFor(`http://127.0.0.1:${EDGE}/healthz`)
direct = start(ROOT, rendererBundle(dist), { PORT: String(DIRECT), DIST_DIR: dist, NODE_ENV: 'production' }, [
  ...RENDERER_NODE_FLAGS,
])
await waitFor(`http://127.0.0.1:${DIRECT}/healthz`)
// A renderer that could not listen exits, and whatever holds the port would answer for it.
if (direct.child.exitCode !== null) throw new Error(`the lone renderer exited: is :${DIRECT} taken?`)
console.log(`load average before: ${loadAverage()}`)

// 1. Through the edge.
let stop = sampler(RENDERERS)
const viaEdge = await hostileLoad(EDGE)
report('through the edge', viaEdge, RENDERERS, await stop())
console.log(`  afterwards, edge: ${await pagesAnswer(EDGE)}`)
for (const p of RENDERERS) console.log(`  afterwards, renderer :${p}: ${await pagesAnswer(p)}`)
console.log(`  load average: ${loadAverage()}`)

// 2. Straight at one renderer.
stop = sampler([DIRECT])
const straight = await hostileLoad(DIRECT)
report('straight at one renderer', straight, [DIRECT], await stop())
console.log(`  afterwards: ${await pagesAnswer(DIRECT)}`)
console.log(`  load average: ${loadAverage()}`)

// 4. A renderer killed under start:edge comes back.
const backMs: number[] = []
for (let i = 0; i < 3; i++) {
  const before = await memory(RENDERERS[0]!)
  if (!before) throw new Error('renderer did not answer before the kill')
  const killedAt = Date.now()
  process.kill(before.pid, 'SIGKILL')
  for (;;) {
    const now = await memory(RENDERERS[0]!)
    if (now && now.pid !== before.pid) break
    if (Date.now() - killedAt > 30_000) throw new Error('renderer not back within 30 s')
    await new Promise((r) => setTimeout(r, 25))
  }
  backMs.push(Date.now() - killedAt)
  // Stable again before the next kill (a crash within 10 s of a start backs off).
  if (i < 2) await new Promise((r) => setTimeout(r, 10_500))
}
console.log(
  `\nrenderer killed (SIGKILL) under start:edge, back after: ${backMs.map((m) => `${m} ms`).join(', ')}`,
)
console.log(`  edge afterwards: ${await pagesAnswer(EDGE)}`)
console.log(`\ntotal ${((Date.now() - began) / 1000).toFixed(0)} s; load average ${loadAverage()}`)

stopAll()
await new Promise<void>((resolve) =>
  edge.exitCode !== null ? resolve() : edge.once('exit', () => resolve()),
)
process.exit(0)
