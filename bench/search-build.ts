/**
 * What do site search and raster share images add to a tenant's build time?
 *
 * `npm run bench:search-build`: what site search and raster share images add to a tenant's build.
 *
 * Builds one tenant at a time as a release manager does (`npm run build -- --tenant KEY`, bundles
 * reused with `--skip-client`, so run `npm run build` once before), into its own DIST_DIR so a
 * served `dist/` is not touched. Before each build the share-image cache is emptied, so every
 * image is drawn (the worst case: a first build, or a change of the drawing or fonts). The build
 * report's phases give, in the same run, the tenant's time with the two steps (`search`,
 * `shareImages`) and without them; the ratio of the medians is the growth.
 *
 * TENANTS (default demo,smkcoding,bharabas), ROUNDS (default 3), SANDBOX_PORT (a free port; each
 * build starts its sandbox in-process there).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SHARE_IMAGE_CACHE } from '../scripts/release/tenant'
import { loadAverage, median } from './lib/stats'

const tenants = (process.env.TENANTS ?? 'demo,smkcoding,bharabas').split(',')
const rounds = Number(process.env.ROUNDS ?? 3)
const here = path.resolve(import.meta.dirname, '..')
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-dist-'))

interface TenantReport {
  key: string
  ms: number
  phases: Record<string, number>
  shareImages?: { images: number; drawn: number }
  searchIndexBytes?: number
}

function build(tenant: string): TenantReport {
  fs.rmSync(path.join(distDir, SHARE_IMAGE_CACHE), { recursive: true, force: true })
  const res = spawnSync('npm', ['run', '--silent', 'build', '--', '--tenant', tenant, '--skip-client'], {
    cwd: here,
    encoding: 'utf8',
    env: { ...process.env, DIST_DIR: distDir },
  })
  if (res.status !== 0) {
    console.error(res.stdout, res.stderr)
    process.exit(1)
  }
  const report = JSON.parse(fs.readFileSync(path.join(distDir, 'build-report.json'), 'utf8')) as {
    tenants: TenantReport[]
  }
  const own = report.tenants.find((t) => t.key === tenant)
  if (!own) throw new Error(`no report for ${tenant}`)
  return own
}

console.log(`load average ${loadAverage()}; ${rounds} rounds\n`)
console.log('| tenant | build ms with | without | growth | search ms | images drawn, ms | index KB |')
console.log('| --- | --- | --- | --- | --- | --- | --- |')
for (const tenant of tenants) {
  const runs = Array.from({ length: rounds }, () => build(tenant))
  const withSteps = median(runs.map((r) => r.ms))
  const without = median(runs.map((r) => r.ms - (r.phases.search ?? 0) - (r.phases.shareImages ?? 0)))
  const search = median(runs.map((r) => r.phases.search ?? 0))
  const images = median(runs.map((r) => r.phases.shareImages ?? 0))
  const drawn = runs[0]!.shareImages?.drawn ?? 0
  const kb = ((runs[0]!.searchIndexBytes ?? 0) / 1024).toFixed(0)
  const growth = `+${((withSteps / without - 1) * 100).toFixed(0)} %`
  console.log(
    `| ${tenant} | ${withSteps} | ${without} | ${growth} | ${search} | ${drawn}, ${images} | ${kb} |`,
  )
}
fs.rmSync(distDir, { recursive: true, force: true })
