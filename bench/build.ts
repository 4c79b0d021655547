/**
 * How long does a full build of every tenant take, against bare Vike pre-rendering one tenant?
 *
 * `npm run bench:build`: the full build, every tenant × every static route, ROUNDS times (default
 * 3) in fresh processes, bundles rebuilt each time (`--force`, so the fixed cost includes them;
 * BUNDLES=reuse keeps them); then, in the same run, the bare-Vike baseline: Vike's own
 * `prerender()` of one tenant's pages (scripts/release/vike-prerender.ts) in one process,
 * BASELINE_ROUNDS times (default 5), against the sandbox. Prints per round and as medians: wall
 * time, pages/s end to end, fixed cost (bundles + sandbox start), peak RSS (build process +
 * workers), CPU time of the build with its workers (GNU time when installed, else the build's own
 * count), and the baseline's ms/page and pages/s.
 *
 * BASE_DIR=<another checkout> measures that checkout's build too, alternating with this one round
 * by round (before and after under the same load); its node_modules and dist/.build are its own.
 * It runs that checkout's bench/lib/buildChild.ts: in a checkout older than bench/lib/, copy this
 * one there, its import pointed at that checkout's build script (scripts/build-tenants.ts then).
 * Needs nothing running: each build starts its own sandbox, in memory unless SANDBOX_DATA says
 * otherwise (the same seeded data every round). Results: bench/results/build.json.
 *
 * The live outputs go to a temporary folder per checkout (DIST_DIR), not dist/: the first round
 * builds into it empty; each later round rebuilds over the previous round's output, as a release
 * does (compared file by file, unchanged files kept). `RETAINED=n` puts n assets of an earlier
 * build into every tenant's live output before each rebuild, as a day of deploys leaves them
 * (renderer/assetsRetention.ts keeps them 24 hours): a busy day retains thousands of files a tenant.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureSandbox } from '../scripts/sandboxForBuild'
import { loadAverage, median } from './lib/stats'

const rounds = Number(process.env.ROUNDS ?? 3)
const baselineRounds = Number(process.env.BASELINE_ROUNDS ?? 5)
const baselineTenant = process.env.BASELINE_TENANT ?? 'smkcoding'
const reuseBundles = process.env.BUNDLES === 'reuse'
const baseDir = process.env.BASE_DIR ? path.resolve(process.env.BASE_DIR) : null
const retained = Number(process.env.RETAINED ?? 0)
const load = () => loadAverage()

interface Child {
  pages: number
  tenants: number
  workers: number
  readyMs: number
  ready?: { bundles: number; workers: number; sandbox: number }
  bundlesMs: number
  buildMs: number
  peakRssMb: number
  mainPeakRssMb: number
  treePeakRssMb?: number | null
  cpuMs?: number
  phases?: Record<string, number>
}
type Round = Child & { wallMs: number }

const childEnv: NodeJS.ProcessEnv = { ...process.env, SANDBOX_DATA: process.env.SANDBOX_DATA ?? ':memory:' }

/**
 * `count` assets of an earlier build in each tenant's live output, recorded as retained now (the
 * manifest of renderer/assetsRetention.ts): 3 KB scripts with their `.br`/`.gz`, as chunks are.
 */
function seedRetained(distDir: string, count: number): void {
  for (const key of fs.readdirSync(distDir)) {
    const assets = path.join(distDir, key, 'assets')
    if (key.startsWith('.') || !fs.existsSync(assets)) continue
    const manifestFile = path.join(assets, '.retained.json')
    const manifest = fs.existsSync(manifestFile)
      ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, number>)
      : {}
    fs.mkdirSync(path.join(assets, 'chunks'), { recursive: true })
    for (let i = 0; i < count; i++) {
      const name = `chunks/earlier-${i}.js`
      for (const suffix of ['', '.br', '.gz']) {
        const file = path.join(assets, name + suffix)
        if (!fs.existsSync(file))
          fs.writeFileSync(file, `/* earlier build ${i}${suffix} */`.padEnd(3072, ' '))
        manifest[name + suffix] = Date.now()
      }
    }
    fs.writeFileSync(manifestFile, JSON.stringify(manifest))
  }
}

/** GNU time gives the CPU time of a child and everything it waited for (workers, esbuild), any checkout. */
const TIME = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : null

function run(
  args: string[],
  env: NodeJS.ProcessEnv = childEnv,
  cwd = process.cwd(),
): { stdout: string; wallMs: number; cpuMs?: number } {
  const started = performance.now()
  const command = [process.execPath, '--import', 'tsx', ...args]
  const res = TIME
    ? spawnSync(TIME, ['-f', 'bench-cpu %U %S', ...command], { encoding: 'utf8', env, cwd })
    : spawnSync(command[0]!, command.slice(1), { encoding: 'utf8', env, cwd })
  const wallMs = performance.now() - started
  if (res.status !== 0) {
    console.error(res.stdout, res.stderr)
    process.exit(1)
  }
  const cpu = /bench-cpu ([\d.]+) ([\d.]+)/.exec(res.stderr)
  return { stdout: res.stdout, wallMs, cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : undefined }
}
const lastJson = <T>(stdout: string) => JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as T

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
/** The sampled peak of all the build's processes at once when known, and the sum of each one's peak. */
const rss = (r: Child) =>
  r.treePeakRssMb
    ? `${r.treePeakRssMb.toFixed(0)} MB (sum of each process's peak ${r.peakRssMb.toFixed(0)} MB, build process ${r.mainPeakRssMb.toFixed(0)} MB)`
    : `${r.peakRssMb.toFixed(0)} MB (sum of each process's peak; build process ${r.mainPeakRssMb.toFixed(0)} MB)`
function describe(r: Round): string {
  const ready = r.ready ? ` = bundles ${s(r.ready.bundles)}, sandbox ${s(r.ready.sandbox)}` : ''
  const cpu = r.cpuMs ? `, CPU ${s(r.cpuMs)} (${(r.cpuMs / r.pages).toFixed(1)} ms a page)` : ''
  return (
    `${s(r.wallMs)} wall, ${r.pages} pages (${r.tenants} tenants, ${r.workers} workers), ` +
    `${(r.pages / (r.wallMs / 1000)).toFixed(0)} pages/s end to end, fixed cost ${s(r.readyMs)}${ready}, ` +
    `peak RSS ${rss(r)}${cpu}`
  )
}

console.log(
  `${os.cpus().length} cores, load average ${load()}; bundles ${reuseBundles ? 'reused' : 'rebuilt (--force)'}` +
    (retained ? `; ${retained} retained assets a tenant before each rebuild` : ''),
)
const builds: Round[] = []
const baseBuilds: Round[] = []
const firstBuilds: Round[] = []
const buildArgs = ['bench/lib/buildChild.ts', ...(reuseBundles ? [] : ['--force'])]
const checkouts = [
  ...(baseDir ? [{ dir: baseDir, list: baseBuilds, name: 'base' }] : []),
  { dir: process.cwd(), list: builds, name: 'this' },
].map((c) => ({ ...c, distDir: fs.mkdtempSync(path.join(os.tmpdir(), `bench-build-${c.name}-`)) }))
try {
  // Round 0 builds into the empty folder; rounds 1… rebuild over it.
  for (let i = 0; i <= rounds; i++) {
    for (const { dir, list, name, distDir } of checkouts) {
      if (i > 0 && retained) seedRetained(distDir, retained)
      const { stdout, wallMs, cpuMs } = run(buildArgs, { ...childEnv, DIST_DIR: distDir }, dir)
      const r = { ...lastJson<Child>(stdout), wallMs, ...(cpuMs ? { cpuMs } : {}) }
      if (i === 0 && name === 'this') firstBuilds.push(r)
      if (i > 0) list.push(r)
      const what = i === 0 ? 'first build, empty output' : `rebuild ${i}`
      console.log(`${what}${baseDir ? ` ${name}` : ''} (load ${load()}): ${describe(r)}`)
    }
  }
} catch (error) {
  checkouts.forEach((c) => fs.rmSync(c.distDir, { recursive: true, force: true }))
  throw error
}

// Baseline: the build left <DIST_DIR>/<tenant>/site.json; its API hosts point at the sandbox port.
const env: NodeJS.ProcessEnv = { ...childEnv, NODE_ENV: 'production' }
delete env.API_BASE_URL
const sandbox = await ensureSandbox(env)
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-vike-'))
let baseline: { pages: number; roundsMs: number[] }
try {
  baseline = lastJson(
    run(
      [
        'scripts/release/vike-prerender.ts',
        path.join(checkouts.at(-1)!.distDir, baselineTenant, 'site.json'),
        out,
        String(baselineRounds),
      ],
      env,
    ).stdout,
  )
} finally {
  fs.rmSync(out, { recursive: true, force: true })
  checkouts.forEach((c) => fs.rmSync(c.distDir, { recursive: true, force: true }))
  await sandbox?.stop()
}
const warmMs = median(baseline.roundsMs.slice(1).length ? baseline.roundsMs.slice(1) : baseline.roundsMs)
const msPerPage = warmMs / baseline.pages
const vikePagesPerS = 1000 / msPerPage
console.log(
  `bare Vike prerender() of ${baselineTenant} (${baseline.pages} pages, one process): first call ${baseline.roundsMs[0]} ms, ` +
    `then ${warmMs} ms a call (median), ${msPerPage.toFixed(1)} ms/page, ${vikePagesPerS.toFixed(0)} pages/s on one core`,
)

function summary(list: Round[], name: string): string {
  const wall = median(list.map((r) => r.wallMs)) / 1000
  const pages = median(list.map((r) => r.pages))
  const cpu = list.every((r) => r.cpuMs) ? median(list.map((r) => r.cpuMs!)) : null
  return (
    `${name} median of ${list.length}: ${wall.toFixed(1)} s wall for ${pages} pages, ${(pages / wall).toFixed(0)} pages/s end to end ` +
    `(${(pages / wall / vikePagesPerS).toFixed(1)}× bare Vike on one core), fixed cost ${s(median(list.map((r) => r.readyMs)))}, ` +
    (list.every((r) => r.treePeakRssMb)
      ? `peak RSS ${median(list.map((r) => r.treePeakRssMb!)).toFixed(0)} MB (sum of each process's peak ${median(list.map((r) => r.peakRssMb)).toFixed(0)} MB)`
      : `peak RSS ${median(list.map((r) => r.peakRssMb)).toFixed(0)} MB (sum of each process's peak)`) +
    (cpu ? `, CPU ${s(cpu)} (${(cpu / pages).toFixed(1)} ms a page)` : '')
  )
}
console.log('')
console.log(summary(firstBuilds, 'first build into an empty output'))
if (baseDir) console.log(summary(baseBuilds, `base (${baseDir}), rebuilds`))
console.log(summary(builds, baseDir ? 'this checkout, rebuilds' : 'rebuilds'))
const phases = builds.at(Math.floor(builds.length / 2))?.phases
if (phases)
  console.log(
    `worker time by step, summed over the tenants (middle round): ${Object.entries(phases)
      .map(([k, v]) => `${k} ${s(v)}`)
      .join(', ')}`,
  )
console.log(`load average at the end ${load()}`)
fs.mkdirSync('bench/results', { recursive: true })
fs.writeFileSync(
  'bench/results/build.json',
  JSON.stringify(
    {
      date: new Date().toISOString(),
      loadavg: os.loadavg(),
      reuseBundles,
      retained,
      firstBuild: firstBuilds[0],
      rounds: builds,
      baseRounds: baseBuilds,
      baseline,
    },
    null,
    2,
  ),
)
