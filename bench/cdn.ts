/**
 * How much of the traffic does the CDN (Varnish with the build's VCL) keep away from nginx and the renderers, how fast are its hits, does it ride out an origin outage, and does a release purge exactly its list?
 *
 * `npm run bench:cdn`: Varnish -> nginx -> two renderers over the built `dist/` (at least five tenants:
 * `npm run build -- --tenant demo --tenant komodo ...`), the sandbox on the port the tenants name.
 *
 * 1. Offload: every address of the mix fetched once (warm-up), then BENCH_CDN_SECONDS (60) of mixed
 *    traffic on 50 connections across 5 tenants: pre-rendered pages 80 % (a tenth with a query a
 *    page does not read), entry paths 15 % (the sitemap's addresses that are no file), hashed assets
 *    and feeds 5 %. Requests reaching nginx and the renderers counted from nginx's access log
 *    (`$upstream_addr`), against requests served. Targets: nginx <= 1 %, renderers <= 0.2 %.
 * 2. Hits: one held page, 50 connections: p99 (target <= 5 ms); the same static page through Varnish
 *    and from nginx directly, rounds alternating (target: Varnish >= nginx).
 * 3. Grace: nginx and the renderers stopped; after the entry paths' time and revalidation window
 *    have passed, and then every minute until BENCH_CDN_OUTAGE_SECONDS (22; 600 for the ten-minute
 *    target), every page and entry path of the mix is asked: all must answer 200 each time.
 * 4. Purge: origin back, one tenant rebuilt with a changed title (`scripts/build-tenants.ts`, which
 *    purges through deploy/cdn.ts); the PURGEs Varnish received (varnishncsa) against the purge list
 *    (0 outside it), then every address of the tenant through Varnish against nginx (0 stale). The
 *    tenant is rolled back after (purged again), so `dist/` is left as found.
 *
 * Ports BENCH_PORT (5470) … +4. Load from autocannon (and `wrk` where one address repeats, when
 * installed). The load average is printed beside the figures: on a shared machine they are noisy.
 */
import autocannon from 'autocannon'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { request as httpRequest } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { VARNISHD, varnishdArgs } from '../deploy/cdn'
import { edgeOptionsFromEnv, nginxConf, writeEdgeConfig } from '../deploy/nginx'
import { readPurgeList } from '../deploy/purge'
import { bundleRenderer, rendererBundle, RENDERER_NODE_FLAGS } from '../deploy/renderer'
import { writeCdnConfig } from '../deploy/varnish'
import { hstsValue } from '../renderer/headers'
import { originOf, sitemapUrls } from '../testkit/seoRead'
import { load, ROOT, servicesUrl, start, table, waitFor, type Proc } from './lib/serverProcesses'
import { loadAverage, median } from './lib/stats'

const SECONDS = Number(process.env.BENCH_CDN_SECONDS ?? 60)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
/** How long the origin stays stopped in the grace step (the target is 10 minutes: 600). */
const OUTAGE_SECONDS = Math.max(22, Number(process.env.BENCH_CDN_OUTAGE_SECONDS ?? 22))
const C = 50
const P = Number(process.env.BENCH_PORT ?? 5470)
const [CDN, NGINX, R1, R2] = [P, P + 1, P + 2, P + 3]
const dist = path.join(ROOT, 'dist')

const apiOf = (k: string) => servicesUrl(dist, k).origin
// One sandbox serves the bench: only tenants built against the same one.
const built = fs
  .readdirSync(dist)
  .filter(
    (k) => fs.existsSync(path.join(dist, k, 'site.json')) && fs.existsSync(path.join(dist, k, 'sitemap.xml')),
  )
  .filter((k, _, all) => apiOf(k) === apiOf(all.includes('demo') ? 'demo' : all[0]!))
const preferred = ['demo', 'komodo', 'jambore', 'radya', 'smkcoding', 'alkademi']
const TENANTS = [
  ...preferred.filter((k) => built.includes(k)),
  ...built.filter((k) => !preferred.includes(k)),
].slice(0, 5)
if (TENANTS.length < 5)
  throw new Error(`bench:cdn needs 5 built tenants in dist/, found ${TENANTS.join(', ')}`)
const REBUILT = TENANTS.includes('komodo') ? 'komodo' : TENANTS[1]!

// --- the addresses of each tenant ---------------------------------------------------------------
function files(dir: string, rel = ''): string[] {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const file = rel ? `${rel}/${e.name}` : e.name
    if (e.name.startsWith('.') || file === 'site.json') return []
    if (e.isDirectory()) return files(dir, file)
    return /\.(br|gz)$/.test(file) ? [] : [file]
  })
}
const asPath = (file: string) => (file === 'index.html' ? '/' : `/${file.replace(/\/index\.html$/, '')}`)
interface Mix {
  host: string
  pages: string[]
  entries: string[]
  assetsAndFeeds: string[]
  every: string[]
}
function mixOf(key: string): Mix {
  const dir = path.join(dist, key)
  const all = files(dir)
  const pages = all.filter((f) => f.endsWith('index.html')).map(asPath)
  const paths = new Set(all.map(asPath))
  const entries = sitemapUrls(dist, key, originOf(dist, key))
    .map(({ loc }) => new URL(loc).pathname)
    .filter((p) => !paths.has(p))
  const assets = all.filter((f) => f.startsWith('assets/') && /\.(js|css)$/.test(f)).slice(0, 20)
  const feeds = all.filter((f) => f.startsWith('rss/'))
  return {
    host: `${key}.localhost`,
    pages,
    entries,
    assetsAndFeeds: [...assets, ...feeds].map((f) => `/${f}`),
    every: [...all.filter((f) => !f.startsWith('assets/')).map(asPath)],
  }
}

// --- the stack ------------------------------------------------------------------------------------
const api = servicesUrl(dist, TENANTS[0])
const sandbox: Proc = start(ROOT, 'scripts/sandbox.ts', {
  SANDBOX_PORT: api.port,
  SANDBOX_DATA: ':memory:',
})
await waitFor(`http://127.0.0.1:${api.port}/healthz`)
await bundleRenderer(ROOT, dist)
const env = { NODE_ENV: 'production', RENDERER_HSTS: hstsValue({ NODE_ENV: 'production' }) ?? 'off' }
async function renderer(port: number): Promise<Proc> {
  const p = start(ROOT, rendererBundle(dist), { PORT: String(port), DIST_DIR: dist, ...env }, [
    ...RENDERER_NODE_FLAGS,
  ])
  await waitFor(`http://127.0.0.1:${port}/healthz`)
  return p
}
let renderers = [await renderer(R1), await renderer(R2)]

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cdn-'))
fs.chmodSync(scratch, 0o755)
const edgeOptions = {
  ...edgeOptionsFromEnv(
    scratch,
    { EDGE_LISTEN: String(NGINX), EDGE_RENDERERS: `${R1},${R2}` },
    env.RENDERER_HSTS,
  ),
  distDir: dist,
}
const edgeConf = writeEdgeConfig(edgeOptions, scratch)
// The same configuration with an access log of where each request went: `-` when nginx answered.
const accessLog = path.join(scratch, 'access.log')
const countedConf = path.join(scratch, 'nginx-counted.conf')
fs.writeFileSync(
  countedConf,
  nginxConf(edgeOptions, path.join(scratch, 'sites.conf')).replace(
    'access_log off;',
    `log_format alk_upstream '$upstream_addr $request_uri';\n    access_log ${accessLog} alk_upstream;`,
  ),
)
let nginx: ChildProcess | null = null
async function startNginx() {
  nginx = spawn('nginx', ['-p', `${scratch}/`, '-c', countedConf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitFor(`http://127.0.0.1:${NGINX}/healthz`)
  // An nginx that could not bind exits, and whatever holds the port would answer for it.
  if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}): is :${NGINX} taken?`)
}
/**
 * Stops nginx and its workers. SIGTERM, not SIGKILL: a killed master leaves its workers orphaned and
 * still answering on the port, so the "stopped" origin would go on serving.
 */
async function stopNginx() {
  const exited = new Promise((r) => nginx!.once('exit', r))
  nginx!.kill('SIGTERM')
  await exited
  const refused = await fetch(`http://127.0.0.1:${NGINX}/healthz`).then(
    () => false,
    () => true,
  )
  if (!refused) throw new Error(`something still answers on :${NGINX} after nginx stopped`)
}
await startNginx()
void edgeConf

const workdir = path.join(scratch, 'varnish')
fs.mkdirSync(workdir)
const vcl = writeCdnConfig(
  dist,
  { backend: `127.0.0.1:${NGINX}`, acl: ['127.0.0.1', '::1'], hsts: env.RENDERER_HSTS },
  scratch,
)
const varnish = spawn(
  VARNISHD,
  varnishdArgs({ workdir, listen: `127.0.0.1:${CDN}`, admin: `127.0.0.1:${P + 4}`, vclFile: vcl.file }),
  { stdio: ['ignore', 'ignore', 'inherit'] },
)
await waitFor(`http://127.0.0.1:${CDN}/healthz`)

function ask(port: number, host: string, urlPath: string, encoding = 'br') {
  return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: urlPath, headers: { host, 'accept-encoding': encoding } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}
const logLines = () =>
  fs.existsSync(accessLog) ? fs.readFileSync(accessLog, 'utf8').split('\n').filter(Boolean) : []
const rows: Record<string, string | number>[] = []
const print = (r: Record<string, string | number>) => {
  rows.push({ ...r, 'load avg': loadAverage() })
  console.error(JSON.stringify(rows[rows.length - 1]))
}

// 1. Offload.
const mixes = TENANTS.map(mixOf)
for (const m of mixes)
  for (const p of [...m.pages, ...m.entries, ...m.assetsAndFeeds]) await ask(CDN, m.host, p)
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!
function nextRequest(): { host: string; path: string } {
  const m = pick(mixes)
  const r = Math.random()
  if (r < 0.8 || (m.entries.length === 0 && r < 0.95)) {
    const p = pick(m.pages)
    return {
      host: m.host,
      path: Math.random() < 0.1 ? `${p}?utm_source=bench&n=${Math.floor(Math.random() * 1e6)}` : p,
    }
  }
  if (r < 0.95) return { host: m.host, path: pick(m.entries) }
  return { host: m.host, path: pick(m.assetsAndFeeds) }
}
const before = logLines().length
const mixed = await autocannon({
  url: `http://127.0.0.1:${CDN}/`,
  connections: C,
  duration: SECONDS,
  headers: { 'accept-encoding': 'br' },
  timeout: 10,
  requests: [
    {
      setupRequest: (req: { headers?: Record<string, string> }) => {
        const next = nextRequest()
        return { ...req, path: next.path, headers: { ...req.headers, host: next.host } }
      },
    },
  ],
} as Parameters<typeof autocannon>[0])
const during = logLines()
  .slice(before)
  .filter((l) => !l.endsWith(' /healthz'))
const served = mixed.requests.total
const toNginx = during.length
const toRenderers = during.filter((l) => !l.startsWith('- ')).length
print({
  what: `mixed, ${SECONDS} s, ${C} conn., ${TENANTS.join('/')}`,
  served,
  'req/s': Math.round(mixed.requests.average),
  'p99 ms': mixed.latency.p99,
  'to nginx': `${toNginx} (${((100 * toNginx) / served).toFixed(3)} %, target <= 1 %)`,
  'to renderers': `${toRenderers} (${((100 * toRenderers) / served).toFixed(3)} %, target <= 0.2 %)`,
  failed: mixed.errors + mixed.timeouts + mixed.non2xx,
})

// 2. Hits, and Varnish against nginx on one static page.
{
  const host = `${TENANTS[0]}.localhost`
  const headers = { host, 'accept-encoding': 'br' }
  const cdn: number[] = []
  const direct: number[] = []
  const cdnP99: number[] = []
  const directP99: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const a = await load(`http://127.0.0.1:${CDN}/About`, { connections: C, seconds: 5, headers })
    const b = await load(`http://127.0.0.1:${NGINX}/About`, { connections: C, seconds: 5, headers })
    cdn.push(a.rps)
    direct.push(b.rps)
    cdnP99.push(a.p99)
    directP99.push(b.p99)
  }
  print({
    what: `static /About (${TENANTS[0]}, br), ${C} conn., ${ROUNDS} rounds`,
    'Varnish req/s': median(cdn),
    'nginx req/s': median(direct),
    'Varnish/nginx': (median(cdn) / median(direct)).toFixed(2),
    'Varnish hit p99 ms': `${median(cdnP99)} (target <= 5)`,
    'nginx p99 ms': median(directP99),
    rounds: `${cdn.join('/')} vs ${direct.join('/')}`,
  })
}

// 3. Grace: the origin stopped.
{
  await stopNginx()
  await Promise.all(renderers.map((r) => r.stop()))
  const stopped = Date.now()
  // First past every entry path's time and the healthy-origin revalidation window
  // (deploy/varnish.ts), then every minute until OUTAGE_SECONDS: each pass asks the whole mix.
  const passes: { after: number; ok: number; failed: string[] }[] = []
  for (let at = 22; ; at = Math.min(at + 60, OUTAGE_SECONDS)) {
    await new Promise((r) => setTimeout(r, Math.max(0, stopped + at * 1000 - Date.now())))
    let ok = 0
    const failed: string[] = []
    for (const m of mixes)
      for (const p of [...m.pages, ...m.entries]) {
        const a = await ask(CDN, m.host, p)
        if (a.status === 200) ok++
        else failed.push(`${m.host}${p} ${a.status}`)
      }
    passes.push({ after: Math.round((Date.now() - stopped) / 1000), ok, failed })
    if (at >= OUTAGE_SECONDS) break
  }
  const last = passes.at(-1)!
  const failures = passes.flatMap((p) => p.failed)
  print({
    what: `nginx and renderers stopped ${last.after} s, ${passes.length} passes`,
    'pages and entry paths': last.ok + last.failed.length,
    '200 (fewest in a pass)': Math.min(...passes.map((p) => p.ok)),
    failed: failures.length ? `${failures.length}: ${failures.slice(0, 5).join(', ')}` : 0,
  })
  renderers = [await renderer(R1), await renderer(R2)]
  await startNginx()
}

// 4. A rebuild of one tenant, purged by its release.
function release(args: string[]): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-tenants.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    // Not VARNISH_WORKDIR: the build's own VCL (dist/edge) names another nginx than this bench's.
    env: {
      ...process.env,
      API_BASE_URL: `http://localhost:${api.port}`,
      CDN_PURGE_URL: `http://127.0.0.1:${CDN}`,
    },
  })
  if (run.status !== 0) throw new Error(`build ${args.join(' ')}: ${run.stdout}${run.stderr}`)
  return run.stdout
}
async function stale(m: Mix): Promise<string[]> {
  const out: string[] = []
  for (const p of m.every)
    for (const encoding of ['br', 'identity']) {
      const [a, b] = [await ask(CDN, m.host, p, encoding), await ask(NGINX, m.host, p, encoding)]
      if (a.status !== b.status || !a.body.equals(b.body)) out.push(`${p} (${encoding})`)
    }
  return out
}
{
  const m = mixOf(REBUILT)
  for (const p of m.every) for (const encoding of ['br', 'identity']) await ask(CDN, m.host, p, encoding)
  const purges = path.join(scratch, 'purges.log')
  const ncsa = spawn('varnishncsa', [
    '-n',
    workdir,
    '-q',
    'ReqMethod eq "PURGE"',
    '-F',
    '%{Host}i %U',
    '-w',
    purges,
  ])
  await new Promise((r) => setTimeout(r, 1000))
  await fetch(`http://127.0.0.1:${api.port}/__admin/settings/${REBUILT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: `${REBUILT} edisi bench` }),
  })
  const started = performance.now()
  release(['--tenant', REBUILT])
  const releaseMs = Math.round(performance.now() - started)
  await new Promise((r) => setTimeout(r, 1500)) // varnishncsa writes what it has read
  ncsa.kill('SIGTERM')
  const report = JSON.parse(fs.readFileSync(path.join(dist, 'build-report.json'), 'utf8')) as {
    tenants: { key: string; buildId: string; cdn?: { purged: number } }[]
  }
  const tenant = report.tenants.find((t) => t.key === REBUILT)!
  const list = new Set(readPurgeList(path.join(dist, 'purge', REBUILT, `${tenant.buildId}.txt`)))
  const received = fs
    .readFileSync(purges, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      const [host, p] = l.split(' ')
      return `https://${host}${p}`
    })
  const outside = received.filter((u) => !list.has(u))
  const staleAfter = await stale(m)
  print({
    what: `${REBUILT} rebuilt (title changed) and purged by its release`,
    'purge list': list.size,
    'PURGEs received': received.length,
    'outside the list': outside.length,
    'addresses checked': m.every.length * 2,
    stale: staleAfter.length ? staleAfter.slice(0, 5).join(', ') : 0,
    'release ms': releaseMs,
  })
  await fetch(`http://127.0.0.1:${api.port}/__admin/settings/${REBUILT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })
  release(['--rollback', REBUILT])
  const staleRollback = await stale(m)
  print({ what: `${REBUILT} rolled back (purged again)`, stale: staleRollback.length })
}

for (const group of ['served', 'Varnish req/s', 'pages and entry paths', 'purge list', 'stale']) {
  const part = rows.filter((r) => group in r && (group !== 'stale' || !('purge list' in r)))
  if (part.length) console.log(`\n${table(part)}`)
}
console.log(`\nload average now ${loadAverage()} (2 cores, shared: the figures are noisy)`)

varnish.kill('SIGTERM')
await stopNginx()
await Promise.all(renderers.map((r) => r.stop()))
await sandbox.stop()
process.exit(0)
