/**
 * How long do the release builds take: one tenant cold, one tenant warm, all tenants warm?
 *
 * `npm run bench:build-release`: the release figures of README "Release flow", as a release manager
 * runs them (`npm run build -- …` in a fresh process, wall time including npm and Node start-up):
 *
 * - one tenant, cold: `--tenant KEY --force` (bundles rebuilt);
 * - one tenant, warm: `--tenant KEY` (bundles reused, output unchanged);
 * - all tenants, warm bundles.
 *
 * ROUNDS (default 3) of each, medians printed, with the load average before each case (the machine
 * is shared). TENANT (default smkcoding). CASES (e.g. `warm` or `warm,all`) picks cases.
 * BASE_DIR=<a checkout of another commit, node_modules linked> runs that commit's build
 * alternately with this one in the same run, for before/after. Needs nothing running; set
 * SANDBOX_PORT to a free port (each build starts its sandbox in-process there).
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { loadAverage, median } from './lib/stats'

const rounds = Number(process.env.ROUNDS ?? 3)
const tenant = process.env.TENANT ?? 'smkcoding'
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const here = path.resolve(import.meta.dirname, '..')
const base = process.env.BASE_DIR ? path.resolve(process.env.BASE_DIR) : null

function timed(cwd: string, args: string[]): number {
  const started = performance.now()
  const res = spawnSync(npm, ['run', '--silent', 'build', '--', ...args], {
    cwd,
    encoding: 'utf8',
    env: process.env,
  })
  const ms = performance.now() - started
  if (res.status !== 0) {
    console.error(cwd, res.stdout, res.stderr)
    process.exit(1)
  }
  return ms
}

const load = () => loadAverage()
const all: [string, string, string[]][] = [
  ['cold', `one tenant (${tenant}), cold: bundles rebuilt`, ['--tenant', tenant, '--force']],
  ['warm', `one tenant (${tenant}), warm: bundles reused`, ['--tenant', tenant]],
  ['all', 'all tenants, bundles reused', []],
]
const picked = process.env.CASES?.split(',')
const cases = all.filter(([id]) => !picked || picked.includes(id))
const trees: [string, string][] = base
  ? [
      ['before', base],
      ['after', here],
    ]
  : [['', here]]
// Bundles present before the first measured round.
for (const [, dir] of trees) timed(dir, ['--tenant', tenant])
for (const [, name, args] of cases) {
  const loadBefore = load()
  const times = new Map(trees.map(([label]) => [label, [] as number[]]))
  for (let r = 0; r < rounds; r++) for (const [label, dir] of trees) times.get(label)!.push(timed(dir, args))
  for (const [label, t] of times)
    console.log(
      `${`${name}${label ? ` [${label}]` : ''}`.padEnd(56)} ${(median(t) / 1000).toFixed(2)} s  (rounds ${t.map((x) => (x / 1000).toFixed(2)).join(' / ')} s; load ${loadBefore} → ${load()})  npm run build -- ${args.join(' ')}`,
    )
}
