/**
 * `npm run start:edge`: the production shape on one machine, three tiers. The sandbox API, a build of
 * every tenant (or `dist/` as it is with `SKIP_BUILD=1`), `RENDERERS` stateless renderer processes,
 * nginx in front of them on `NGINX_PORT` (3003) with the configuration the build writes
 * (deploy/nginx.ts), and Varnish, the CDN, in front of nginx on `PORT` (3000) with the build's VCL
 * (deploy/varnish.ts). `CDN=off` leaves Varnish out: nginx then listens on `PORT` itself. Both run
 * with their pid, log, temporary, cache and working files in a scratch folder. A build run while it
 * is up purges this Varnish and loads a changed VCL into it (it saves where in `dist/edge/cdn.json`,
 * cleared on exit). Ctrl+C or SIGTERM stops all of them.
 *
 * A supervisor for the renderers, as systemd is in production (README "Deploy"): a renderer that
 * exits (a crash, the heap limit, a kill) is started again at once, and after a crash within
 * `STABLE_MS` of its start with a back-off doubling from 250 ms to 5 s, so a renderer that cannot
 * start does not spin. nginx moves its traffic to the other replica meanwhile.
 *   PORT=3000 NGINX_PORT=3003 RENDERER_PORTS=3001,3002 SANDBOX_PORT=4000 npm run start:edge
 *   CDN=off                  nginx on PORT, no Varnish
 *   VARNISH_ADMIN=host:port  Varnish's admin address (default: any free port on 127.0.0.1)
 *   EDGE_SCRATCH=/tmp/edge   the scratch folder (default: a new one under the system's temp folder)
 * The release service runs beside them (RELEASE_PORT, 4100; README "From Terbitkan to the CDN").
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { cdnSettings, saveCdnSettings, VARNISHD, varnishdArgs } from '../deploy/cdn'
import { edgeOptionsFromEnv, writeEdgeConfig } from '../deploy/nginx'
import { writeCdnConfig } from '../deploy/varnish'
import { bundleRenderer, rendererArgs } from '../deploy/renderer'
import { hstsValue } from '../renderer/headers'
import { tenantKeys } from '../sites/registry'
import { ensureSandbox } from './sandboxForBuild'
import { startReleaseForLocal } from './releaseForStart'
import { buildTenants } from './spawnBuild'

const env = { ...process.env }
const port = Number(env.PORT ?? 3000)
const withCdn = env.CDN !== 'off'
/** Where nginx listens: behind Varnish on its own port, else where visitors come. */
const nginxPort = withCdn ? Number(env.NGINX_PORT ?? port + 3) : port
const rendererPorts = (env.RENDERER_PORTS ?? '3001,3002').split(',').map((p) => Number(p.trim()))
const distDir = path.resolve(env.DIST_DIR ?? 'dist')
// The renderers run their server bundle as production (it sets NODE_ENV), so HSTS is on by default
// there; the edge is told the very same value.
env.NODE_ENV = 'production'
const hsts = hstsValue(env)
env.RENDERER_HSTS = hsts ?? 'off'

const sandbox = await ensureSandbox(env)
if (!env.SKIP_BUILD) await buildTenants(env)
// Before the renderers, which forward the writers' desk's notices to it (RELEASE_URL, RELEASE_SECRET).
const release = await startReleaseForLocal(env, distDir)

const scratch = env.EDGE_SCRATCH
  ? path.resolve(env.EDGE_SCRATCH)
  : fs.mkdtempSync(path.join(os.tmpdir(), 'alkademi-edge-'))
fs.mkdirSync(scratch, { recursive: true })
// Started as root (a CI container), nginx's workers run as an unprivileged user and must reach it.
fs.chmodSync(scratch, 0o755)
const edge = writeEdgeConfig(
  edgeOptionsFromEnv(
    distDir,
    { ...env, EDGE_LISTEN: String(nginxPort), EDGE_RENDERERS: rendererPorts.join(',') },
    hsts,
  ),
)
const varnishWorkdir = path.join(scratch, 'varnish')
const cdn = cdnSettings(distDir, env)
const vcl = writeCdnConfig(distDir, { backend: String(nginxPort), acl: cdn.acl, hsts })

// The build just wrote the renderer bundle; a `dist/` reused as it is may predate it, or the sources.
if (env.SKIP_BUILD) await bundleRenderer(process.cwd(), distDir)
let closing = false
const children: ChildProcess[] = []
/** A renderer alive this long has started well: a crash after it restarts without waiting. */
const STABLE_MS = 10_000
const MAX_BACKOFF_MS = 5_000
const renderers = new Map<number, ChildProcess>()

function superviseRenderer(p: number, backoffMs = 0): void {
  const startedAt = Date.now()
  const child = spawn(process.execPath, rendererArgs(distDir), {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, PORT: String(p), DIST_DIR: distDir },
  })
  renderers.set(p, child)
  child.once('exit', (code, signal) => {
    if (closing) return
    const stable = Date.now() - startedAt >= STABLE_MS
    const wait = stable ? 0 : Math.min(MAX_BACKOFF_MS, Math.max(250, backoffMs * 2))
    console.error(`renderer :${p} exited (${signal ?? code}); starting it again in ${wait} ms`)
    setTimeout(() => {
      if (!closing) superviseRenderer(p, stable ? 0 : wait)
    }, wait)
  })
}
for (const p of rendererPorts) superviseRenderer(p)
await Promise.all(rendererPorts.map((p) => waitFor(`http://127.0.0.1:${p}/healthz`)))

const nginx = spawn('nginx', ['-p', scratch + path.sep, '-c', edge.nginxConf, '-g', 'daemon off;'], {
  stdio: ['ignore', 'inherit', 'inherit'],
})
children.push(nginx)
nginx.on('exit', (code) => {
  if (!closing) {
    console.error(`nginx exited (${code}); see ${path.join(scratch, 'error.log')}`)
    shutdown()
  }
})
await waitFor(`http://127.0.0.1:${nginxPort}/healthz`)

let varnish: ChildProcess | null = null
if (withCdn) {
  fs.mkdirSync(varnishWorkdir, { recursive: true })
  varnish = spawn(
    VARNISHD,
    varnishdArgs({
      workdir: varnishWorkdir,
      listen: `:${port}`,
      // Any free port: varnishadm finds it through the working folder.
      admin: env.VARNISH_ADMIN ?? '127.0.0.1:0',
      vclFile: vcl.file,
    }),
    // The purge secret, when set, is read by the VCL from varnishd's environment.
    { stdio: ['ignore', 'ignore', 'inherit'], env },
  )
  children.push(varnish)
  varnish.on('exit', (code) => {
    if (!closing) {
      console.error(`varnishd exited (${code})`)
      shutdown()
    }
  })
  await waitFor(`http://127.0.0.1:${port}/healthz`, 120_000)
  saveCdnSettings(distDir, { purgeUrl: `http://127.0.0.1:${port}`, acl: cdn.acl, varnishWorkdir })
}

console.log(
  withCdn
    ? `\nCDN (Varnish) on :${port} in front of the edge (nginx) on :${nginxPort}, serving ${tenantKeys().length} tenants; renderers on :${rendererPorts.join(', :')}`
    : `\nEdge (nginx) serving ${tenantKeys().length} tenants on :${port}, renderers on :${rendererPorts.join(', :')}`,
)
console.log(`  http://localhost:${port}  (demo)`)
for (const key of tenantKeys()) console.log(`  http://${key}.localhost:${port}`)
console.log(`configuration: ${edge.nginxConf}; scratch (pid, logs, cache): ${scratch}`)
console.log(`after a rebuild that changed it: nginx -p ${scratch}/ -c ${edge.nginxConf} -s reload`)
if (withCdn)
  console.log(
    `CDN: ${vcl.file}; varnishadm -n ${varnishWorkdir} ...; a build purges it and loads a changed VCL by itself`,
  )
console.log(`API sandbox: ${env.API_BASE_URL}\nPress Ctrl+C to stop.`)

function shutdown() {
  if (closing) return
  closing = true
  // A later build must not purge (or load a VCL into) a Varnish that is gone.
  if (varnish) saveCdnSettings(distDir, { purgeUrl: null, acl: cdn.acl, varnishWorkdir: null })
  varnish?.kill('SIGTERM')
  // nginx: graceful stop (SIGQUIT) answers what it accepted; the renderers drain on SIGTERM.
  nginx.kill('SIGQUIT')
  for (const r of renderers.values()) r.kill('SIGTERM')
  const exited = [...children, ...renderers.values()].map(
    (c) =>
      new Promise<void>((resolve) => (c.exitCode !== null ? resolve() : c.once('exit', () => resolve()))),
  )
  void Promise.all([...exited, release?.close(), sandbox?.stop()]).then(() => process.exit(0))
  setTimeout(() => {
    for (const c of [...children, ...renderers.values()]) c.kill('SIGKILL')
    process.exit(0)
  }, 10_000).unref()
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 100))
  }
}
