/**
 * What does one e2e test cost at least on this machine, and what does that make the e2e step's floor?
 *
 * Against a server that is already up (`SKIP_BUILD=1 npm start`, or the e2e stack): BENCH_ORIGIN_PORT
 * (3000). The least an e2e test does is open one page in a fresh browser context and wait until it
 * has woken up (shell/hydrated.ts). This bench does exactly that and nothing else, VISITS times
 * (default 80), spread over every tenant's home and a list page, WORKERS at a time (default: the
 * cores, as the e2e suite runs), in the suite's own browser (testkit/chromium.ts) driven by the
 * Playwright library, so without the test runner's own work. It samples the CPU time of every
 * process on the machine from /proc while it runs, so it includes the browser, the renderer and
 * the sandbox answering the page, and should run with nothing else busy.
 *
 * Printed: the wall and CPU seconds per visit, and the floor of an e2e step of TESTS tests (default:
 * the count in test-results/e2e.json, the last run's report): TESTS × CPU per visit ÷ cores. A real
 * test does more than one visit (clicks, a second page, an axe check, a form), so the step can only
 * be slower than that floor, never faster.
 *
 *   BENCH_ORIGIN_PORT=3000 VISITS=80 WORKERS=2 TESTS=654 npm run bench -- e2e-floor
 */
import fs from 'node:fs'
import os from 'node:os'
import { measureBareVisits } from './lib/bareVisits'
import { loadAverage } from './lib/stats'

const port = Number(process.env.BENCH_ORIGIN_PORT ?? 3000)
const visits = Number(process.env.VISITS ?? 80)
const cores = os.availableParallelism()
const workers = Number(process.env.WORKERS ?? cores)

function suiteTests(): number | null {
  if (process.env.TESTS) return Number(process.env.TESTS)
  try {
    const report = JSON.parse(fs.readFileSync('test-results/e2e.json', 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number }
    }
    return report.stats.expected + report.stats.unexpected + report.stats.flaky
  } catch {
    return null
  }
}

const { wall, cpu, medianVisit } = await measureBareVisits(port, visits, workers)
const perVisit = cpu / visits
const tests = suiteTests()
console.log(`${visits} visits, ${workers} at a time, on ${cores} cores (load average ${loadAverage()})`)
console.log(`  wall ${wall.toFixed(1)} s, one visit ${medianVisit.toFixed(2)} s (median)`)
console.log(`  CPU ${cpu.toFixed(1)} s, ${perVisit.toFixed(2)} s per visit (every process on the machine)`)
if (tests)
  console.log(
    `  floor of an e2e step of ${tests} tests, one such visit each: ${((tests * perVisit) / cores).toFixed(0)} s`,
  )
