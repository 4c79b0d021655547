/**
 * How much of Varnish's gap to nginx on one held page is the build's VCL, and how much is Varnish itself?
 *
 * `npm run bench -- cdn-floor`: nginx serving `dist/` (the build's configuration, no renderer
 * needed for a pre-rendered page) and, in front of it, two Varnish instances: one with the build's
 * VCL (deploy/varnish.ts) and one with the least VCL a cache can have (every request looked up,
 * every answer held an hour): the floor of Varnish's own cost per hit. The same page (`URLPATH`,
 * `/About` of `TENANT`, brotli) is asked with `wrk` on 50 connections, BENCH_ROUNDS (5) rounds of
 * BENCH_SECONDS (5) each, the three servers in turn within each round. Printed per server: req/s
 * and requests per CPU-second of the server's own processes (nginx's workers, Varnish's cache
 * process), medians and each round, with the load average.
 *
 * On a machine where the load generator shares the cores with the server, req/s is bounded by CPU
 * per request, so the second figure is the one that explains the first. Varnish's parameters
 * (`VARNISH_PARAMS`, e.g. `thread_pools=1 timeout_linger=1`) apply to both Varnish instances.
 * Ports BENCH_PORT (5490) … +4.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { VARNISHD, varnishdArgs } from '../deploy/cdn'
import { edgeOptionsFromEnv, writeEdgeConfig } from '../deploy/nginx'
import { writeCdnConfig } from '../deploy/varnish'
import { load, ROOT, table, waitFor, wrkAvailable } from './lib/serverProcesses'
import { loadAverage, median } from './lib/stats'

const P = Number(process.env.BENCH_PORT ?? 5490)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const TENANT = process.env.TENANT ?? 'demo'
const URLPATH = process.env.URLPATH ?? '/About'
const PARAMS = (process.env.VARNISH_PARAMS ?? '').split(/\s+/).filter(Boolean)
const dist = path.join(ROOT, 'dist')
if (!fs.existsSync(path.join(dist, TENANT, 'site.json')))
  throw new Error(`cdn-floor needs dist/${TENANT}: npm run build -- --tenant ${TENANT}`)
if (!wrkAvailable) throw new Error('cdn-floor needs wrk (Debian: apt install wrk)')

/** A server's own processes: nginx's workers, varnishd's cache process (their threads included). */
const childrenOf = (pid: number | undefined) => () =>
  execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number)

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cdn-floor-'))
fs.chmodSync(scratch, 0o755)
const procs: ChildProcess[] = []
async function stopAll() {
  await Promise.all(
    procs.map((p) => {
      if (p.exitCode !== null) return
      const exited = new Promise((r) => p.once('exit', r))
      p.kill('SIGTERM')
      return exited
    }),
  )
}
process.on('exit', () => procs.forEach((p) => p.kill('SIGKILL')))

const NGINX = P
const edgeOptions = {
  // No renderer answers behind it: a pre-rendered page is a file.
  ...edgeOptionsFromEnv(scratch, { EDGE_LISTEN: String(NGINX), EDGE_RENDERERS: String(P + 4) }, 'off'),
  distDir: dist,
}
const edge = writeEdgeConfig(edgeOptions, scratch)
const nginx = spawn('nginx', ['-p', `${scratch}/`, '-c', edge.nginxConf, '-g', 'daemon off;'], {
  stdio: ['ignore', 'ignore', 'inherit'],
})
procs.push(nginx)
await waitFor(`http://127.0.0.1:${NGINX}${URLPATH}`)
if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}): is :${NGINX} taken?`)

const buildVcl = writeCdnConfig(
  dist,
  { backend: `127.0.0.1:${NGINX}`, acl: ['127.0.0.1', '::1'], hsts: 'off' },
  scratch,
).file
const floorVcl = path.join(scratch, 'floor.vcl')
fs.writeFileSync(
  floorVcl,
  `vcl 4.1;
backend edge { .host = "127.0.0.1"; .port = "${NGINX}"; }
sub vcl_recv { return (hash); }
sub vcl_backend_response { set beresp.ttl = 1h; return (deliver); }
`,
)

const servers: { name: string; port: number; pids: () => number[] }[] = [
  { name: 'nginx (direct)', port: NGINX, pids: childrenOf(nginx.pid) },
]
for (const [i, [name, vcl]] of [
  ['Varnish, build VCL', buildVcl],
  ['Varnish, floor VCL', floorVcl],
].entries()) {
  const port = P + 1 + i
  const workdir = path.join(scratch, `varnish-${i}`)
  fs.mkdirSync(workdir)
  const args = varnishdArgs({ workdir, listen: `127.0.0.1:${port}`, admin: '127.0.0.1:0', vclFile: vcl! })
  const varnish = spawn(VARNISHD, [...args, ...PARAMS.flatMap((p) => ['-p', p])], {
    stdio: ['ignore', 'ignore', 'ignore'],
  })
  procs.push(varnish)
  servers.push({ name: name!, port, pids: childrenOf(varnish.pid) })
}
const headers = { host: `${TENANT}.localhost`, 'accept-encoding': 'br' }
for (const s of servers) {
  await waitFor(`http://127.0.0.1:${s.port}${URLPATH}`)
  // Warm: Varnish holds the page, nginx has the file open.
  await load(`http://127.0.0.1:${s.port}${URLPATH}`, { connections: 50, seconds: 2, headers })
}

const rps = new Map<string, number[]>(servers.map((s) => [s.name, []]))
const perCpu = new Map<string, number[]>(servers.map((s) => [s.name, []]))
const loads: string[] = []
for (let round = 0; round < ROUNDS; round++) {
  for (const s of servers) {
    const r = await load(`http://127.0.0.1:${s.port}${URLPATH}`, {
      connections: 50,
      seconds: SECONDS,
      headers,
      serverPids: s.pids,
    })
    if (r.errors || r.non2xx) throw new Error(`${s.name}: ${r.errors} errors, ${r.non2xx} non-2xx`)
    rps.get(s.name)!.push(r.rps)
    perCpu.get(s.name)!.push(r.rpsPerCpuS ?? NaN)
  }
  loads.push(loadAverage())
}
await stopAll()

const nginxRps = median(rps.get(servers[0]!.name)!)
const nginxCpu = median(perCpu.get(servers[0]!.name)!)
console.log(
  `\n${TENANT} ${URLPATH} (br), wrk 50 connections, ${ROUNDS} × ${SECONDS} s; ${PARAMS.length ? `varnishd -p ${PARAMS.join(' -p ')}` : 'varnishd defaults'}`,
)
console.log(
  table(
    servers.map((s) => ({
      server: s.name,
      'req/s': median(rps.get(s.name)!),
      '÷ nginx': (median(rps.get(s.name)!) / nginxRps).toFixed(2),
      'req per server CPU-s': median(perCpu.get(s.name)!),
      'CPU-s ÷ nginx': (median(perCpu.get(s.name)!) / nginxCpu).toFixed(2),
      rounds: rps.get(s.name)!.join('/'),
    })),
  ),
)
console.log(`load average after each round: ${loads.join(' | ')}`)
