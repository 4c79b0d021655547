/** One measured build of every tenant; prints the outcome as JSON on its last line. */
import { runBuild } from '../scripts/build-tenants'

let peak = 0
const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50)
const report = await runBuild(process.argv.slice(2))
clearInterval(timer)
peak = Math.max(peak, process.memoryUsage.rss())
const tenants = report?.tenants ?? []
const failed = tenants.filter((t) => t.status === 'failed')
if (failed.length) {
  console.error(`failed: ${failed.map((f) => f.key).join(', ')}`)
  process.exit(1)
}
console.log(
  JSON.stringify({ pages: tenants.reduce((n, t) => n + t.pages, 0), peakRssMb: peak / 1024 / 1024 }),
)
process.exit(0)
