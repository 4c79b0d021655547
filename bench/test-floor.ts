/**
 * Can `npm test` fit in ten minutes on this machine: what does each of its steps cost alone, and what is the least the whole run can take?
 *
 * Runs in a fresh clone after `npm install`, as CI does, with nothing else running: then the build
 * step builds every tenant. It runs `npm test`'s steps (scripts/testSteps.ts) one at a time instead
 * of side by side, all but the e2e step, and takes each one's wall time and the whole machine's CPU
 * seconds (bench/lib/machineCpu.ts). For the e2e step it takes the least any e2e test costs: it
 * starts the e2e stack on the build just made and opens VISITS pages (default 80), each in a fresh
 * context until hydrated, as many at a time as there are cores (bench/lib/bareVisits.ts), and counts
 * the suite's tests with `playwright test --list`.
 *
 * Printed: a row per step, the e2e floor (tests × CPU per bare visit), and the floor of the whole
 * run: all that CPU ÷ the cores. However the steps are arranged side by side, a run on this machine
 * cannot take less wall time than that, since every step is made to use the cores it can. The same
 * without the unit and integration steps says what the build, the static checks and the browser
 * tests alone leave, whatever those two layers become.
 *
 *   VISITS=80 npm run bench -- test-floor
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import { E2E_PORT, E2E_STACK_ENV } from '../playwright.config'
import { STEPS } from '../scripts/testSteps'
import { measureBareVisits, type BareVisits } from './lib/bareVisits'
import { machineCpuSeconds } from './lib/machineCpu'
import { ROOT, start, waitFor } from './lib/serverProcesses'
import { loadAverage } from './lib/stats'

const TARGET_SECONDS = 600
const visits = Number(process.env.VISITS ?? 80)
const cores = os.availableParallelism()

interface Row {
  name: string
  wall: number
  cpu: number
  note: string
}

/** Runs one step alone: its wall time and the whole machine's CPU seconds meanwhile. */
function measure(name: string, cmd: string[], note: string): Row {
  const cpuBefore = machineCpuSeconds()
  const started = performance.now()
  const { status } = spawnSync(cmd[0]!, cmd.slice(1), { stdio: 'ignore' })
  return {
    name,
    wall: (performance.now() - started) / 1000,
    cpu: machineCpuSeconds() - cpuBefore,
    note: status === 0 ? note : `FAILED ${note}`.trim(),
  }
}

const rows: Row[] = []
const builtBefore = fs.existsSync('dist/.build-stamp.json')
for (const step of STEPS) {
  if (step.name === 'e2e') continue
  console.error(`… ${step.name}`)
  const reused = step.name === 'build' && builtBefore ? 'dist/ may have been reused: use a fresh clone' : ''
  rows.push(measure(step.name, step.cmd, reused))
}

const listed = spawnSync('npx', ['playwright', 'test', '--list'], { encoding: 'utf8' })
const tests = Number(/Total: (\d+) tests? in/.exec(listed.stdout)?.[1] ?? NaN)

console.error('… e2e stack up, bare visits')
// The e2e stack as playwright.config.ts starts it, on the build just made (REUSE_BUILD finds it current).
const stack = start(ROOT, 'scripts/start.ts', E2E_STACK_ENV)
let visited: BareVisits
try {
  await waitFor(`http://localhost:${E2E_PORT}/healthz`)
  visited = await measureBareVisits(E2E_PORT, visits, cores)
} finally {
  await stack.stop()
}

const perVisit = visited.cpu / visited.visits
const e2e: Row = {
  name: 'e2e (floor)',
  wall: (tests * perVisit) / cores,
  cpu: tests * perVisit,
  note: `${tests} tests × ${perVisit.toFixed(2)} CPU-s, one bare visit each (${visited.visits} measured)`,
}
const all = [...rows, e2e]
const cpu = all.reduce((sum, row) => sum + row.cpu, 0)

console.log(`npm test's steps one at a time, on ${cores} cores (load average ${loadAverage()})`)
console.log('step              wall s    CPU-s')
for (const row of all)
  console.log(
    `${row.name.padEnd(16)} ${row.wall.toFixed(1).padStart(7)} ${row.cpu.toFixed(1).padStart(8)}  ${row.note}`,
  )
const floor = cpu / cores
console.log(`all CPU ${cpu.toFixed(0)} s ÷ ${cores} cores = a floor of ${floor.toFixed(0)} s wall`)
console.log(`  floor ÷ the ${TARGET_SECONDS} s target: ${(floor / TARGET_SECONDS).toFixed(2)}`)
// What stays whatever the unit and integration layers become: the build, the static checks, and one
// bare visit per browser test.
const fixed = all.filter((row) => row.name !== 'unit' && row.name !== 'integration')
const fixedFloor = fixed.reduce((sum, row) => sum + row.cpu, 0) / cores
console.log(
  `  without the unit and integration steps: ${fixedFloor.toFixed(0)} s, ${(fixedFloor / TARGET_SECONDS).toFixed(2)} × the target`,
)
process.exit(0)
