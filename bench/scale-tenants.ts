/**
 * How do the build, dist/, the edge configuration and the renderer grow from 40 to 200 and 400 tenants?
 *
 * A provider that onboards a white-label site per school grows past the 40 tenants of the registry.
 * For each size (SIZES, default `40,200,400`) this adds `size − 40` synthetic tenants
 * (`SYNTHETIC_TENANTS`, sites/synthetic.ts: `t001`…, each cloning a landing family, with a name,
 * colours and host of its own, answered by the sandbox) and measures, in a child process of its own
 * (the registry is read once per process):
 * - build: the full release build of every tenant (scripts/build-tenants.ts, its worker pool, the
 *   bundles reused), wall time, into `SCALE_DIST/<size>` (default node_modules/.cache/scale-tenants/<size>);
 * - dist: the bytes of that folder (the tenants' outputs and the edge files, not the shared bundles);
 * - edge: the size of the nginx configuration (sites.conf + nginx.conf) and of the Varnish VCL the
 *   build writes, `nginx -t` on it, and a reload of a running nginx with that many server blocks,
 *   timed from the signal until every worker is a new one (nginx run unprivileged, as
 *   scripts/startEdge.ts does);
 * - renderer: its RSS after serving every tenant once, one request to each home and one to an entry
 *   path of each (the first server-rendered address of the tenant's sitemap): through nginx, as
 *   production serves them (nginx answers the files), then straight to the renderer (as `npm start`
 *   serves them: the renderer's file caches then fill towards their fixed budgets, renderer/server.ts).
 * Each figure with its growth factor over the size before and the load average beside it.
 *
 * Knobs: SIZES; SCALE_BUILD=off measures the edge and the renderer without building, over
 * `dist/<key>` folders linked from the 40-tenant build (`SCALE_DIST/40`; each synthetic tenant a hard
 * linked copy of the tenant it clones, with its own site.json): the edge and renderer figures hold,
 * dist/ then counts linked bytes once. SCALE_BUILD=reuse measures the edge and the renderer over the
 * build already in `SCALE_DIST/<size>` (the build and dist/ figures are the kept ones, from the run
 * that built it). Each size's figures are kept in `SCALE_DIST/<size>.json`;
 * SCALE_REUSE=1 reports those kept instead of measuring again. Ports 5201, 5210 and 5211 by default
 * (SCALE_PORT moves the base, 5200).
 *
 *   npm run bench -- scale-tenants
 *   SIZES=40,200 npm run bench -- scale-tenants
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT, rssMb, start, table, waitFor, type Proc } from './lib/serverProcesses'
import { loadAverage } from './lib/stats'
import { hostFetch } from '../testkit/hostFetch'

const BASE_PORT = Number(process.env.SCALE_PORT ?? 5200)
const PORTS = { sandbox: BASE_PORT + 1, nginx: BASE_PORT + 10, renderer: BASE_PORT + 11 }
// Under node_modules: the renderer bundle resolves its packages from the project's (deploy/renderer.ts).
const DIST_ROOT = path.resolve(
  process.env.SCALE_DIST ?? path.join(ROOT, 'node_modules', '.cache', 'scale-tenants'),
)
const REAL_TENANTS = 40

interface Figure {
  value: number | null
  load: string
  note?: string
}

interface SizeResult {
  size: number
  build: Figure
  dist: Figure
  nginxConf: Figure
  vcl: Figure
  nginxTest: Figure
  nginxReload: Figure
  rendererRssEdge: Figure
  rendererRss: Figure
  rendererRssSamePages: Figure
}

// ---------------------------------------------------------------- child: one size

async function measureSize(size: number): Promise<SizeResult> {
  const distDir = path.join(DIST_ROOT, String(size))
  const build = process.env.SCALE_BUILD !== 'off' && process.env.SCALE_BUILD !== 'reuse'
  const reuse = process.env.SCALE_BUILD === 'reuse'
  const { tenantKeys } = await import('../sites/registry')
  const keys = tenantKeys()
  if (keys.length !== size) throw new Error(`registry has ${keys.length} tenants, expected ${size}`)
  const env = {
    ...process.env,
    DIST_DIR: distDir,
    SANDBOX_PORT: String(PORTS.sandbox),
    SANDBOX_DATA: ':memory:',
    EDGE_LISTEN: String(PORTS.nginx),
    EDGE_RENDERERS: String(PORTS.renderer),
    // The renderers of a production edge: HSTS as there.
    NODE_ENV: 'production',
  }
  let buildFigure: Figure
  if (build) {
    execFileSync('rm', ['-rf', distDir])
    const started = performance.now()
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-tenants.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    })
    const ms = performance.now() - started
    const summary = /(\d+) of (\d+) tenants built in (\d+) ms/.exec(run.stdout.toString())
    if (run.status !== 0 || !summary) console.error(run.stdout.toString().slice(-4000))
    buildFigure = {
      value: ms / 1000,
      load: loadAverage(),
      note: summary ? `${summary[1]}/${summary[2]} built` : `build exited ${run.status}`,
    }
  } else if (reuse) {
    const kept = path.join(DIST_ROOT, `${size}.json`)
    if (!fs.existsSync(path.join(distDir, 'demo', 'site.json')) || !fs.existsSync(kept))
      throw new Error(
        `SCALE_BUILD=reuse needs a build of ${size} tenants in ${distDir}: run without it first`,
      )
    const before = JSON.parse(fs.readFileSync(kept, 'utf8')) as SizeResult
    const note = before.build.note ?? ''
    buildFigure = { ...before.build, note: note.endsWith('(kept)') ? note : `${note} (kept)`.trim() }
  } else {
    // The 40-tenant build is the source of the linked folders: measured as it is.
    if (size !== REAL_TENANTS) await linkFrom40(distDir, keys)
    buildFigure = { value: null, load: loadAverage(), note: 'not built (SCALE_BUILD=off)' }
  }
  const dist: Figure = { value: duBytes(distDir, ['.build']) / 1024 / 1024, load: loadAverage() }

  // The edge files as a build writes them for this dist/ (a skipped build did not write them).
  const { writeEdgeConfig, edgeOptionsFromEnv } = await import('../deploy/nginx')
  const { writeCdnConfig } = await import('../deploy/varnish')
  const { hstsValue } = await import('../renderer/headers')
  const hsts = hstsValue(env)
  const edge = writeEdgeConfig(edgeOptionsFromEnv(distDir, env, hsts))
  const vcl = writeCdnConfig(distDir, { backend: String(PORTS.nginx), acl: ['127.0.0.1'], hsts })
  const confBytes = fs.statSync(path.join(edge.dir, 'sites.conf')).size + fs.statSync(edge.nginxConf).size
  const nginxConf: Figure = { value: confBytes / 1024, load: loadAverage() }
  const vclFigure: Figure = { value: fs.statSync(vcl.file).size / 1024, load: loadAverage() }
  const served = await serveEveryTenant(distDir, keys, env, edge.nginxConf)
  return {
    size,
    build: buildFigure,
    dist,
    nginxConf,
    vcl: vclFigure,
    nginxTest: served.nginx.test,
    nginxReload: served.nginx.reload,
    rendererRssEdge: served.edge,
    rendererRss: served.direct,
    rendererRssSamePages: served.samePages,
  }
}

/** Bytes under `dir` (hard links once), leaving out the named top-level folders. */
function duBytes(dir: string, exclude: string[]): number {
  const out = execFileSync('du', ['-sb', ...exclude.map((e) => `--exclude=${e}`), dir]).toString()
  return Number(out.split(/\s/)[0])
}

/**
 * SCALE_BUILD=off: every tenant of this size as a folder linked from the 40-tenant build, a
 * synthetic one from the tenant it clones, its site.json naming itself.
 */
async function linkFrom40(distDir: string, keys: string[]): Promise<void> {
  const source = path.join(DIST_ROOT, String(REAL_TENANTS))
  if (!fs.existsSync(path.join(source, 'demo', 'site.json')))
    throw new Error(`SCALE_BUILD=off needs the 40-tenant build in ${source}: run SIZES=40 first`)
  const { getTenant, syntheticLayouts } = await import('../sites/registry')
  const clones = syntheticLayouts()
  execFileSync('rm', ['-rf', distDir])
  fs.mkdirSync(distDir, { recursive: true })
  fs.symlinkSync(path.join(source, '.build'), path.join(distDir, '.build'))
  for (const key of keys) {
    const from = path.join(source, clones[key] ?? key)
    const to = path.join(distDir, key)
    execFileSync('cp', ['-al', from, to])
    if (!clones[key]) continue
    const siteFile = path.join(to, 'site.json')
    const site = JSON.parse(fs.readFileSync(siteFile, 'utf8')) as { tenant: unknown }
    site.tenant = getTenant(key)
    fs.rmSync(siteFile)
    fs.writeFileSync(siteFile, JSON.stringify(site))
  }
}

async function timeNginx(
  conf: string,
  whileUp: () => Promise<void>,
): Promise<{ test: Figure; reload: Figure }> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-tenants-nginx-'))
  // As root, nginx's workers run unprivileged and must reach the scratch folder (scripts/startEdge.ts).
  fs.chmodSync(scratch, 0o755)
  const args = ['-p', scratch + path.sep, '-c', conf]
  let started = performance.now()
  const test = spawnSync('nginx', [...args, '-t'], { encoding: 'utf8' })
  const testFigure: Figure = {
    value: (performance.now() - started) / 1000,
    load: loadAverage(),
    note: test.status === 0 ? undefined : `nginx -t failed: ${test.stderr.trim().split('\n').pop()}`,
  }
  const master = spawn('nginx', [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] })
  try {
    await waitFor(`http://127.0.0.1:${PORTS.nginx}/healthz`, 30_000).catch(() => undefined)
    const before = workersOf(master.pid!)
    started = performance.now()
    spawnSync('nginx', [...args, '-s', 'reload'])
    // Reloaded: the old workers are gone and as many new ones run.
    let reloaded = false
    while (performance.now() - started < 30_000) {
      const now = workersOf(master.pid!)
      if (now.length >= before.length && now.every((pid) => !before.includes(pid))) {
        reloaded = true
        break
      }
      await new Promise((r) => setTimeout(r, 5))
    }
    const reload: Figure = {
      value: (performance.now() - started) / 1000,
      load: loadAverage(),
      note: reloaded ? undefined : 'workers not replaced within 30 s',
    }
    await whileUp()
    return { test: testFigure, reload }
  } finally {
    master.kill('SIGQUIT')
    await new Promise((r) => master.once('exit', r))
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}

/** nginx's worker processes: the children of its master (the cache manager included). */
function workersOf(master: number): number[] {
  const out = spawnSync('pgrep', ['-P', String(master)], { encoding: 'utf8' }).stdout
  return out
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b)
}

/**
 * The renderer's RSS in MB once every tenant was served, as production serves them: through nginx,
 * which answers the files and forwards entry paths (each tenant's home and one entry path, the first
 * server-rendered address of its sitemap); then, on the same renderer, every request sent to it
 * directly (`npm start`'s shape: its file caches fill towards their fixed budgets,
 * renderer/server.ts). Then a fresh renderer, through nginx, renders as many entry pages spread over
 * the 40 real tenants: the same work for a tenth of the tenants, so what remains of the difference is
 * what the renderer keeps per tenant. nginx is timed (test, reload) on the way, in front of them.
 */
async function serveEveryTenant(
  distDir: string,
  keys: string[],
  env: NodeJS.ProcessEnv,
  nginxConf: string,
): Promise<{ nginx: { test: Figure; reload: Figure }; edge: Figure; direct: Figure; samePages: Figure }> {
  const { rendererArgs } = await import('../deploy/renderer')
  const { findRoute, ROUTES } = await import('../sites/routes')
  const { originOf, sitemapUrls } = await import('../testkit/seoRead')
  const rendered = (p: string) => {
    const route = findRoute(p, true)
    return route !== null && ROUTES[route.id].render === 'server'
  }
  /** The first `max` addresses of a tenant's sitemap (its parts too) that the renderer renders on request. */
  const entryPathsOf = (key: string, max: number): string[] => {
    if (!fs.existsSync(path.join(distDir, key, 'sitemap.xml'))) return []
    return sitemapUrls(distDir, key, originOf(distDir, key))
      .map(({ loc }) => new URL(loc).pathname)
      .filter((pathname) => rendered(decodeURIComponent(pathname)))
      .slice(0, max)
  }
  const stringEnv = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >
  // The build leaves the shared bundles in the repository's dist/.build; the renderer loads its pages there.
  const serverBundle = path.join(distDir, '.build', 'server')
  if (!fs.existsSync(serverBundle)) fs.symlinkSync(path.join(ROOT, 'dist', '.build', 'server'), serverBundle)
  const startRenderer = async (): Promise<Proc> => {
    // Its real path: a linked dist/ (SCALE_BUILD=off) reaches the bundle through a symbolic link, and
    // the bundle runs its server only when started as itself (renderer/server.ts).
    const [flags, bundle] = [
      rendererArgs(distDir).slice(0, -1),
      fs.realpathSync(rendererArgs(distDir).at(-1)!),
    ]
    const renderer = start(ROOT, bundle, { ...stringEnv, PORT: String(PORTS.renderer) }, flags)
    await waitFor(`http://127.0.0.1:${PORTS.renderer}/healthz`)
    return renderer
  }
  const sandbox = start(ROOT, 'scripts/sandbox.ts', { ...stringEnv, SANDBOX_HOST: '127.0.0.1' })
  try {
    await waitFor(`http://127.0.0.1:${PORTS.sandbox}/healthz`)
    const touch = async (renderer: Proc, port: number, addresses: [key: string, path: string][]) => {
      let failures = 0
      for (const [key, pathname] of addresses) {
        const r = await hostFetch(`http://127.0.0.1:${port}${pathname}`, {
          headers: { host: `${key}.localhost`, 'accept-encoding': 'br, gzip' },
        })
        await r.arrayBuffer()
        if (r.status >= 500) failures++
      }
      const rss = rssMb(renderer.child.pid)
      return { value: rss, load: loadAverage(), note: failures ? `${failures} answers ≥ 500` : undefined }
    }
    const everyTenant: [string, string][] = keys.flatMap((key) => {
      const entry = entryPathsOf(key, 1)[0]
      return entry ? [[key, '/'] as [string, string], [key, entry] as [string, string]] : [[key, '/']]
    })
    const entries = everyTenant.filter(([, p]) => p !== '/').length
    // As many entry pages over the real tenants, taken in turn from each tenant's sitemap.
    const perReal = keys.slice(0, REAL_TENANTS).map((key) => entryPathsOf(key, entries))
    const samePages: [string, string][] = []
    for (let i = 0; samePages.length < entries && perReal.some((list) => list.length > i); i++) {
      perReal.forEach((list, k) => {
        if (samePages.length < entries && list[i]) samePages.push([keys[k]!, list[i]!])
      })
    }
    let figures: { edge: Figure; direct: Figure; samePages: Figure } | undefined
    const nginx = await timeNginx(nginxConf, async () => {
      let renderer = await startRenderer()
      const edge = await touch(renderer, PORTS.nginx, everyTenant)
      const direct = await touch(renderer, PORTS.renderer, everyTenant)
      await renderer.stop()
      renderer = await startRenderer()
      const same = await touch(renderer, PORTS.nginx, samePages)
      await renderer.stop()
      figures = {
        edge,
        direct,
        samePages: { ...same, note: `${samePages.length} pages over ${REAL_TENANTS} tenants` },
      }
    })
    return { nginx, ...figures! }
  } finally {
    await sandbox.stop()
  }
}

// ---------------------------------------------------------------- parent: every size, one table

function runSize(size: number): SizeResult {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.relative(ROOT, import.meta.filename), '--size', String(size)],
    {
      cwd: ROOT,
      env: { ...process.env, SYNTHETIC_TENANTS: String(size - REAL_TENANTS) },
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  const last = child.stdout.toString().trim().split('\n').pop() ?? ''
  if (child.status !== 0 || !last.startsWith('{')) throw new Error(`size ${size} failed (${child.status})`)
  // Kept beside the outputs: a run stopped at a later size still has this one's figures.
  fs.writeFileSync(path.join(DIST_ROOT, `${size}.json`), `${last}\n`)
  return JSON.parse(last) as SizeResult
}

const FIGURES: [keyof Omit<SizeResult, 'size'>, string, number][] = [
  ['build', 'full build (s)', 1],
  ['dist', 'dist/ (MB)', 1],
  ['nginxConf', 'nginx conf (KB)', 0],
  ['vcl', 'Varnish VCL (KB)', 0],
  ['nginxTest', 'nginx -t (s)', 2],
  ['nginxReload', 'nginx reload (s)', 2],
  ['rendererRssEdge', 'renderer RSS through nginx (MB)', 0],
  ['rendererRss', 'renderer RSS, then every request direct (MB)', 0],
  ['rendererRssSamePages', 'renderer RSS, as many pages over 40 tenants (MB)', 0],
]

function report(results: SizeResult[]): string {
  const rows: Record<string, string>[] = []
  for (const [field, label, digits] of FIGURES) {
    const row: Record<string, string> = { figure: label }
    results.forEach((r, i) => {
      // Figures kept from a run before this one was measured have none.
      const f = r[field] ?? { value: null, load: '', note: 'not measured' }
      const before = i > 0 ? (results[i - 1]![field]?.value ?? null) : null
      const growth = f.value !== null && before ? ` ×${(f.value / before).toFixed(2)}` : ''
      row[`${r.size} tenants`] =
        f.value === null
          ? (f.note ?? '—')
          : `${f.value.toFixed(digits)}${growth} (load ${f.load})${f.note ? ` ${f.note}` : ''}`
    })
    if (results.length > 1) {
      const first = results[0]![field]?.value
      const lastValue = results.at(-1)![field]?.value ?? null
      const last = results.at(-1)!
      const ratio = first && lastValue !== null ? lastValue / first : null
      row[`${last.size}/${results[0]!.size}`] = ratio === null ? '—' : `×${ratio.toFixed(2)}`
    }
    rows.push(row)
  }
  return table(rows)
}

const sizeArg = process.argv.indexOf('--size')
if (sizeArg > 0) {
  const size = Number(process.argv[sizeArg + 1])
  const result = await measureSize(size)
  console.log(JSON.stringify(result))
} else {
  const sizes = (process.env.SIZES ?? '40,200,400').split(',').map((s) => Number(s.trim()))
  const results: SizeResult[] = []
  for (const size of sizes) {
    const kept = path.join(DIST_ROOT, `${size}.json`)
    if (process.env.SCALE_REUSE === '1' && fs.existsSync(kept)) {
      results.push(JSON.parse(fs.readFileSync(kept, 'utf8')) as SizeResult)
      continue
    }
    console.error(`[scale-tenants] ${size} tenants… (load ${loadAverage()})`)
    results.push(runSize(size))
    console.error(`[scale-tenants] ${size} tenants done (load ${loadAverage()})`)
  }
  console.log(report(results))
}
