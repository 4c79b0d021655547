/**
 * `npm test`: typecheck, lint (with formatting), unit, integration and e2e, in that order, each
 * to the end even when an earlier one fails; closes with one summary line
 * (`total: N passed, N failed`).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

interface Step {
  name: string
  cmd: string[]
  /** Where the step's JSON report lands, to count its tests. */
  report?: string
  count?: (json: unknown) => { passed: number; failed: number; skipped: number }
}

const vitestCount = (json: unknown) => {
  const r = json as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
  }
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests }
}
const playwrightCount = (json: unknown) => {
  const s = (json as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } })
    .stats
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped }
}

const STEPS: Step[] = [
  // A fresh clone has no route files yet (they are written from sites/routes.ts, not committed).
  { name: 'route files', cmd: ['npx', 'tsx', 'scripts/routeFiles.ts'] },
  { name: 'typecheck', cmd: ['npx', 'tsc', '--noEmit', '-p', '.'] },
  { name: 'typecheck sw', cmd: ['npx', 'tsc', '--noEmit', '-p', 'sw'] },
  { name: 'lint', cmd: ['npx', 'eslint', '.'] },
  { name: 'format', cmd: ['npx', 'prettier', '--check', '.'] },
  {
    name: 'unit',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/unit.json',
    ],
    report: 'test-results/unit.json',
    count: vitestCount,
  },
  {
    name: 'integration',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--project',
      'integration',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/integration.json',
    ],
    report: 'test-results/integration.json',
    count: vitestCount,
  },
  {
    name: 'e2e',
    cmd: ['npx', 'playwright', 'test'],
    report: 'test-results/e2e.json',
    count: playwrightCount,
  },
]

fs.mkdirSync('test-results', { recursive: true })
const totals = { passed: 0, failed: 0, skipped: 0 }
const lines: string[] = []
for (const step of STEPS) {
  if (step.report) fs.rmSync(step.report, { force: true })
  const started = performance.now()
  console.log(`\n=== ${step.name} ===`)
  const res = spawnSync(step.cmd[0]!, step.cmd.slice(1), { stdio: 'inherit' })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  let detail = res.status === 0 ? 'ok' : `FAILED (exit ${res.status})`
  if (step.report && step.count) {
    try {
      const c = step.count(JSON.parse(fs.readFileSync(step.report, 'utf8')))
      totals.passed += c.passed
      totals.failed += c.failed
      totals.skipped += c.skipped
      detail += `: ${c.passed} passed, ${c.failed} failed`
      // A runner that exits non-zero without a failed test (crash, no tests) still fails the run.
      if (res.status !== 0 && c.failed === 0) totals.failed += 1
    } catch {
      totals.failed += 1
      detail += ': no report'
    }
  } else if (res.status !== 0) totals.failed += 1
  lines.push(`${step.name.padEnd(12)} ${seconds.padStart(6)} s  ${detail}`)
}
console.log(`\n${lines.join('\n')}`)
console.log(`total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(totals.failed > 0 ? 1 : 0)
