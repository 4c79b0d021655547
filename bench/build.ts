/**
 * `npm run bench:build`: builds every tenant (bundles + pre-rendering) ROUNDS times (default 3) in
 * fresh processes and prints, per round and as medians: wall time, pages per second and the
 * build process's peak RSS. Needs nothing running: the build starts its own sandbox.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const rounds = Number(process.env.ROUNDS ?? 3)
const results: { wallMs: number; pages: number; peakRssMb: number }[] = []

for (let i = 0; i < rounds; i++) {
  const started = performance.now()
  // GNU time is not on every machine; /proc-based peak RSS comes from the child's own report.
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'bench/build-child.ts'], {
    encoding: 'utf8',
    env: process.env,
  })
  const wallMs = performance.now() - started
  if (res.status !== 0) {
    console.error(res.stdout, res.stderr)
    process.exit(1)
  }
  const report = JSON.parse(res.stdout.trim().split('\n').pop() ?? '{}') as {
    pages: number
    peakRssMb: number
  }
  results.push({ wallMs, pages: report.pages, peakRssMb: report.peakRssMb })
  console.log(
    `round ${i + 1}: ${(wallMs / 1000).toFixed(1)} s wall, ${report.pages} pages, ${(report.pages / (wallMs / 1000)).toFixed(1)} pages/s, peak RSS ${report.peakRssMb.toFixed(0)} MB`,
  )
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const wall = median(results.map((r) => r.wallMs)) / 1000
const pages = median(results.map((r) => r.pages))
const rss = median(results.map((r) => r.peakRssMb))
console.log(
  `\nmedian of ${rounds}: ${wall.toFixed(1)} s wall for ${pages} pages (${(pages / wall).toFixed(1)} pages/s), peak RSS ${rss.toFixed(0)} MB`,
)
fs.mkdirSync('bench/results', { recursive: true })
fs.writeFileSync(
  'bench/results/build.json',
  JSON.stringify({ date: new Date().toISOString(), rounds: results }, null, 2),
)
