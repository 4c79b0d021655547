/** One measured build of every tenant; prints the outcome as JSON on its last line. */
import { buildTenants } from '../scripts/build-tenants'

let peak = 0
const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50)
const outcomes = await buildTenants([])
clearInterval(timer)
peak = Math.max(peak, process.memoryUsage.rss())
const failed = outcomes.filter((o) => !o.ok)
if (failed.length) {
  console.error(`failed: ${failed.map((f) => f.key).join(', ')}`)
  process.exit(1)
}
console.log(
  JSON.stringify({ pages: outcomes.reduce((n, o) => n + o.pages, 0), peakRssMb: peak / 1024 / 1024 }),
)
process.exit(0)
