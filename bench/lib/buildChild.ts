/**
 * One measured build (arguments as for `npm run build`); prints on its last line JSON with the
 * pages, the fixed cost, the peak resident memory and the CPU time of the build process plus its
 * workers, and the workers' time per step of a tenant's build, summed over the tenants.
 */
import fs from 'node:fs'
import path from 'node:path'
import { runBuild } from '../../scripts/build-tenants'

/**
 * Resident memory of this process and all its descendants at this instant (Linux /proc; null
 * elsewhere): the build's real peak, where the sum of each process's own peak is an upper bound.
 */
function treeRssBytes(): number | null {
  try {
    const parent = new Map<number, number>()
    const rss = new Map<number, number>()
    for (const name of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue
      try {
        const status = fs.readFileSync(`/proc/${name}/status`, 'utf8')
        parent.set(Number(name), Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0))
        rss.set(Number(name), Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024)
      } catch {
        // gone meanwhile
      }
    }
    let total = 0
    for (const [pid, bytes] of rss) {
      let p: number | undefined = pid
      while (p && p !== process.pid) p = parent.get(p)
      if (p === process.pid) total += bytes
    }
    return total
  } catch {
    return null
  }
}

let peak = 0
let treePeak: number | null = null
const timer = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss())
  const tree = treeRssBytes()
  if (tree !== null) treePeak = Math.max(treePeak ?? 0, tree)
}, 100)
const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : undefined
const report = await runBuild(process.argv.slice(2), { distDir, log: () => undefined })
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
    // Upper bound of the whole build's peak: each process's own peak (Vite's build included), summed.
    peakRssMb:
      (peak + (report?.bundles?.peakRssBytes ?? 0) + workerPeaks.reduce((a, b) => a + b, 0)) / 1024 / 1024,
    vitePeakRssMb: (report?.bundles?.peakRssBytes ?? 0) / 1024 / 1024,
    mainPeakRssMb: peak / 1024 / 1024,
    // Sampled every 100 ms: the most the build's processes held at once.
    treePeakRssMb: treePeak === null ? null : treePeak / 1024 / 1024,
    // This process (the sandbox answers here) and the workers; less sensitive to load than wall time.
    cpuMs:
      Math.round((own.user + own.system) / 1000) + (report?.workers?.cpuMs ?? []).reduce((a, b) => a + b, 0),
    phases,
  }),
)
process.exit(0)
