/**
 * One measured build (arguments as for `npm run build`); prints on its last line JSON with the
 * pages, the fixed cost and the peak resident memory of the build process plus its workers.
 */
import { runBuild } from '../scripts/build-tenants'

let peak = 0
const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50)
const report = await runBuild(process.argv.slice(2), { log: () => undefined })
clearInterval(timer)
peak = Math.max(peak, process.memoryUsage.rss(), process.resourceUsage().maxRSS * 1024)
const tenants = report?.tenants ?? []
const failed = tenants.filter((t) => t.status === 'failed')
if (failed.length) {
  console.error(`failed: ${failed.map((f) => `${f.key}: ${f.error}`).join('; ')}`)
  process.exit(1)
}
const workerPeaks = report?.workers?.peakRssBytes ?? []
console.log(
  JSON.stringify({
    pages: tenants.reduce((n, t) => n + t.pages, 0),
    tenants: tenants.length,
    workers: workerPeaks.length,
    readyMs: report?.readyMs ?? 0,
    bundlesMs: report?.bundles?.ms ?? 0,
    buildMs: report?.ms ?? 0,
    // Upper bound of the whole build's peak: each process's own peak, summed.
    peakRssMb: (peak + workerPeaks.reduce((a, b) => a + b, 0)) / 1024 / 1024,
    mainPeakRssMb: peak / 1024 / 1024,
  }),
)
process.exit(0)
