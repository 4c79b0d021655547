/**
 * `npm run bench:build`: the full build, every tenant × every static route, ROUNDS times (default
 * 3) in fresh processes, bundles rebuilt each time (`--force`, so the fixed cost includes them);
 * then, in the same run, the bare-Vike baseline: Vike's own `prerender()` of one tenant's pages
 * (scripts/release/vike-prerender.ts) in one process, BASELINE_ROUNDS times (default 5), against
 * the sandbox. Prints per round and as medians: wall time, pages/s end to end, fixed cost (bundles
 * + sandbox start), peak RSS (build process + workers), and the baseline's ms/page and pages/s.
 * Needs nothing running: the build starts its own sandbox. Results: bench/results/build.json.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureSandbox } from '../scripts/sandbox-for-build'

const rounds = Number(process.env.ROUNDS ?? 3)
const baselineRounds = Number(process.env.BASELINE_ROUNDS ?? 5)
const baselineTenant = process.env.BASELINE_TENANT ?? 'smkcoding'
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

interface Child {
  pages: number
  tenants: number
  workers: number
  readyMs: number
  bundlesMs: number
  buildMs: number
  peakRssMb: number
  mainPeakRssMb: number
}

function run(args: string[], env: NodeJS.ProcessEnv = process.env): { stdout: string; wallMs: number } {
  const started = performance.now()
  const res = spawnSync(process.execPath, ['--import', 'tsx', ...args], { encoding: 'utf8', env })
  const wallMs = performance.now() - started
  if (res.status !== 0) {
    console.error(res.stdout, res.stderr)
    process.exit(1)
  }
  return { stdout: res.stdout, wallMs }
}
const lastJson = <T>(stdout: string) => JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as T

console.log(
  `${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
)
const builds: (Child & { wallMs: number })[] = []
for (let i = 0; i < rounds; i++) {
  const { stdout, wallMs } = run(['bench/build-child.ts', '--force'])
  const r = { ...lastJson<Child>(stdout), wallMs }
  builds.push(r)
  console.log(
    `round ${i + 1}: ${(wallMs / 1000).toFixed(1)} s wall, ${r.pages} pages (${r.tenants} tenants, ${r.workers} workers), ` +
      `${(r.pages / (wallMs / 1000)).toFixed(0)} pages/s end to end, fixed cost ${(r.readyMs / 1000).toFixed(1)} s ` +
      `(bundles ${(r.bundlesMs / 1000).toFixed(1)} s), peak RSS ${r.peakRssMb.toFixed(0)} MB (build process ${r.mainPeakRssMb.toFixed(0)} MB)`,
  )
}

// Baseline: the build left dist/<tenant>/site.json; its API hosts point at the sandbox port.
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' }
delete env.API_BASE_URL
const sandbox = await ensureSandbox(env)
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-vike-'))
let baseline: { pages: number; roundsMs: number[] }
try {
  baseline = lastJson(
    run(
      ['scripts/release/vike-prerender.ts', `dist/${baselineTenant}/site.json`, out, String(baselineRounds)],
      env,
    ).stdout,
  )
} finally {
  fs.rmSync(out, { recursive: true, force: true })
  await sandbox?.stop()
}
const warmMs = median(baseline.roundsMs.slice(1).length ? baseline.roundsMs.slice(1) : baseline.roundsMs)
const msPerPage = warmMs / baseline.pages
console.log(
  `bare Vike prerender() of ${baselineTenant} (${baseline.pages} pages, one process): first call ${baseline.roundsMs[0]} ms, ` +
    `then ${warmMs} ms a call (median), ${msPerPage.toFixed(1)} ms/page, ${(1000 / msPerPage).toFixed(0)} pages/s on one core`,
)

const wall = median(builds.map((r) => r.wallMs)) / 1000
const pages = median(builds.map((r) => r.pages))
console.log(
  `\nmedian of ${rounds}: ${wall.toFixed(1)} s wall for ${pages} pages, ${(pages / wall).toFixed(0)} pages/s end to end, ` +
    `fixed cost ${(median(builds.map((r) => r.readyMs)) / 1000).toFixed(1)} s, peak RSS ${median(builds.map((r) => r.peakRssMb)).toFixed(0)} MB; ` +
    `bare Vike ${(1000 / msPerPage).toFixed(0)} pages/s on one core`,
)
fs.mkdirSync('bench/results', { recursive: true })
fs.writeFileSync(
  'bench/results/build.json',
  JSON.stringify(
    { date: new Date().toISOString(), loadavg: os.loadavg(), rounds: builds, baseline },
    null,
    2,
  ),
)
