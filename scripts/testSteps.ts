/**
 * The steps of `npm test` (scripts/testAll.ts runs them, each once its `after` steps have ended):
 * what each runs, and where its report says how many tests passed. bench/test-floor.ts runs the
 * same steps one at a time to measure what each costs.
 */
export interface Counts {
  passed: number
  failed: number
  skipped: number
}

export interface Step {
  name: string
  cmd: string[]
  /** Steps that must have ended first. */
  after?: string[]
  /** Where the step's JSON report lands, to count its tests. */
  report?: string
  count?: (json: unknown) => Counts
}

const vitestCount = (json: unknown): Counts => {
  const r = json as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
  }
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests }
}
const playwrightCount = (json: unknown): Counts => {
  const s = (json as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } })
    .stats
  // A test that passed only on a retry is counted as failed: the suite runs without retries.
  return { passed: s.expected, failed: s.unexpected + s.flaky, skipped: s.skipped }
}

const vitest = (project: string): string[] => [
  'npx',
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=test-results/${project}.json`,
]

export const STEPS: Step[] = [
  // A fresh clone has no route files yet (they are written from sites/routes.ts, not committed).
  { name: 'route files', cmd: ['npx', 'tsx', 'scripts/routeFiles.ts'] },
  { name: 'build', cmd: ['node', '--import', 'tsx', 'scripts/e2eBuild.ts'], after: ['route files'] },
  { name: 'typecheck', cmd: ['npx', 'tsc', '--noEmit', '-p', '.'], after: ['route files'] },
  { name: 'typecheck sw', cmd: ['npx', 'tsc', '--noEmit', '-p', 'sw'], after: ['typecheck'] },
  { name: 'lint', cmd: ['npx', 'eslint', '.'], after: ['typecheck sw'] },
  { name: 'format', cmd: ['npx', 'prettier', '--check', '.'], after: ['lint'] },
  {
    name: 'unit',
    cmd: vitest('unit'),
    after: ['format'],
    report: 'test-results/unit.json',
    count: vitestCount,
  },
  {
    name: 'integration',
    cmd: vitest('integration'),
    after: ['build', 'unit'],
    report: 'test-results/integration.json',
    count: vitestCount,
  },
  {
    name: 'e2e',
    cmd: ['npx', 'playwright', 'test'],
    after: ['integration'],
    report: 'test-results/e2e.json',
    count: playwrightCount,
  },
]
