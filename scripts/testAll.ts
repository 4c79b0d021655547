/**
 * `npm test`: typecheck, lint (with formatting), unit, integration and e2e, each to the end even when
 * an earlier one fails; closes with one summary line (`total: N passed, N failed, N skipped`).
 *
 * What does not wait for the other runs beside it: the build of every tenant (once per run, reused
 * by the integration tests that read built sites and by the e2e stack, scripts/buildStamp.ts) runs
 * while the static checks (typecheck, lint, format) and the unit tests run; both mostly wait on one
 * core each. The integration and e2e layers then run one after the other, each spreading over every
 * core on its own. A step that runs beside another prints its output when it ends, in one piece.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import { STEPS, type Counts, type Step } from './testSteps'

interface Outcome {
  status: number | null
  seconds: number
}

/** Runs a step; its output goes straight through when it runs alone, else in one piece at its end. */
function run(step: Step, alone: () => boolean): Promise<Outcome> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0]!, step.cmd.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] })
    const held: Buffer[] = []
    let streaming = alone()
    if (streaming) console.log(`\n=== ${step.name} ===`)
    const out = (chunk: Buffer, to: NodeJS.WriteStream) => {
      if (!streaming && alone()) {
        // The others ended: what was held goes out, the rest streams.
        streaming = true
        console.log(`\n=== ${step.name} ===`)
        process.stdout.write(Buffer.concat(held))
        held.length = 0
      }
      if (streaming) to.write(chunk)
      else held.push(chunk)
    }
    child.stdout.on('data', (c: Buffer) => out(c, process.stdout))
    child.stderr.on('data', (c: Buffer) => out(c, process.stderr))
    child.on('close', (status) => {
      if (!streaming) {
        console.log(`\n=== ${step.name} ===`)
        process.stdout.write(Buffer.concat(held))
      }
      resolve({ status, seconds: (performance.now() - started) / 1000 })
    })
  })
}

fs.mkdirSync('test-results', { recursive: true })
for (const step of STEPS) if (step.report) fs.rmSync(step.report, { force: true })

const wallStarted = performance.now()
const totals: Counts = { passed: 0, failed: 0, skipped: 0 }
const lines = new Map<string, string>()
const ended = new Set<string>()
const running = new Set<string>()

function record(step: Step, { status, seconds }: Outcome) {
  let detail = status === 0 ? 'ok' : `FAILED (exit ${status})`
  if (step.report && step.count) {
    try {
      const c = step.count(JSON.parse(fs.readFileSync(step.report, 'utf8')))
      totals.passed += c.passed
      totals.failed += c.failed
      totals.skipped += c.skipped
      detail += `: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`
      // A runner that exits non-zero without a failed test (crash, no tests) still fails the run.
      if (status !== 0 && c.failed === 0) totals.failed += 1
    } catch {
      totals.failed += 1
      detail += ': no report'
    }
  } else if (status !== 0) totals.failed += 1
  lines.set(step.name, `${step.name.padEnd(12)} ${seconds.toFixed(1).padStart(6)} s  ${detail}`)
}

await new Promise<void>((done) => {
  const startReady = () => {
    for (const step of STEPS) {
      if (ended.has(step.name) || running.has(step.name)) continue
      if (!(step.after ?? []).every((n) => ended.has(n))) continue
      running.add(step.name)
      void run(step, () => running.size === 1).then((outcome) => {
        running.delete(step.name)
        ended.add(step.name)
        record(step, outcome)
        if (ended.size === STEPS.length) done()
        else startReady()
      })
    }
  }
  startReady()
})

const wall = (performance.now() - wallStarted) / 1000
console.log(`\n${STEPS.map((s) => lines.get(s.name)).join('\n')}`)
console.log(
  `wall ${wall.toFixed(1)} s, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
console.log(`total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(totals.failed > 0 ? 1 : 0)
