/**
 * One measured build (arguments as for `npm run build`); prints on its last line JSON with the
 * pages, the fixed cost, the peak resident memory and the CPU time of the build process plus its
 * workers, and the workers' time per step of a tenant's build, summed over the tenants.
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
const phases: Record<string, number> = {}
for (const t of tenants)
  for (const [name, ms] of Object.entries(t.phases ?? {})) phases[name] = (phases[name] ?? 0) + ms
const own = process.cpuUsage()
console.log(
  JSON.stringify({
    pages: tenants.reduce((n, t) => n + t.pages, 0),
    tenants: tenants.length,
    workers: workerPeaks.length,
    readyMs: report?.readyMs ?? 0,
    ready: report?.ready,
    bundlesMs: report?.bundles?.ms ?? 0,
    buildMs: report?.ms ?? 0,
    // Upper bound of the whole build's peak: each process's own peak, summed.
    peakRssMb: (peak + workerPeaks.reduce((a, b) => a + b, 0)) / 1024 / 1024,
    mainPeakRssMb: peak / 1024 / 1024,
    // This process (the sandbox answers here) and the workers; less sensitive to load than wall time.
    cpuMs:
      Math.round((own.user + own.system) / 1000) + (report?.workers?.cpuMs ?? []).reduce((a, b) => a + b, 0),
    phases,
  }),
)
process.exit(0)
