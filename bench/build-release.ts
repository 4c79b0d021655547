/**
 * `npm run bench:build-release`: the release figures of README "Release flow", as a release manager
 * runs them (`npm run build -- …` in a fresh process, wall time including npm and tsx start-up):
 *
 * - one tenant, cold: `--tenant KEY --force` (bundles rebuilt);
 * - one tenant, warm: `--tenant KEY` (bundles reused, output unchanged);
 * - all tenants, warm bundles.
 *
 * ROUNDS (default 3) of each, medians printed. TENANT (default smkcoding). Needs nothing running.
 */
import { spawnSync } from 'node:child_process'

const rounds = Number(process.env.ROUNDS ?? 3)
const tenant = process.env.TENANT ?? 'smkcoding'
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

function timed(args: string[]): number {
  const started = performance.now()
  const res = spawnSync(npm, ['run', '--silent', 'build', '--', ...args], {
    encoding: 'utf8',
    env: process.env,
  })
  const ms = performance.now() - started
  if (res.status !== 0) {
    console.error(res.stdout, res.stderr)
    process.exit(1)
  }
  return ms
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const cases: [string, string[]][] = [
  [`one tenant (${tenant}), cold: bundles rebuilt`, ['--tenant', tenant, '--force']],
  [`one tenant (${tenant}), warm: bundles reused`, ['--tenant', tenant]],
  ['all tenants, bundles reused', []],
]
timed(['--tenant', tenant]) // bundles present before the first measured round
for (const [name, args] of cases) {
  const times = Array.from({ length: rounds }, () => timed(args))
  console.log(
    `${name.padEnd(45)} ${(median(times) / 1000).toFixed(2)} s  (rounds ${times.map((t) => (t / 1000).toFixed(2)).join(' / ')} s)  npm run build -- ${args.join(' ')}`,
  )
}
