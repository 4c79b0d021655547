/**
 * `npm run bench -- <name> [args]` runs bench/<name>.ts in a fresh Node process (with tsx), the
 * arguments and environment passed on, and exits with its code; `npm run bench -- --list` prints
 * every bench with the question it answers (scripts/benchCatalogue.ts finds them). The `bench:<name>`
 * npm scripts are aliases of this.
 *
 * Before and after a run it prints, on stderr so a bench's own output stays clean to pipe, the time
 * and the load average: the machine is often shared, and a timed figure means little without the
 * load it was measured under.
 */
import { spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { listBenches, type Bench } from './benchCatalogue'

const USAGE = 'usage: npm run bench -- <name> [args]    npm run bench -- --list'

function printList(benches: Bench[]): boolean {
  const width = Math.max(...benches.map((bench) => bench.name.length))
  for (const bench of benches) {
    console.log(
      `${bench.name.padEnd(width)}  ${bench.question ?? '(no question: start the file with a doc comment whose first line asks it)'}`,
    )
  }
  return benches.every((bench) => bench.question !== null)
}

function conditions(): string {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
  return `${new Date().toISOString()}, load average ${load} on ${os.availableParallelism()} cores`
}

const [name, ...args] = process.argv.slice(2)
const benches = listBenches()

if (name === '--list' || name === '-l') {
  process.exit(printList(benches) ? 0 : 1)
}
if (name === undefined || name === '--help' || name === '-h') {
  console.log(USAGE + '\n')
  printList(benches)
  process.exit(name === undefined ? 2 : 0)
}

const bench = benches.find((candidate) => candidate.name === name)
if (!bench) {
  const near = benches.filter((candidate) => candidate.name.includes(name) || name.includes(candidate.name))
  console.error(
    `no bench named "${name}"${near.length ? ` (did you mean ${near.map((b) => b.name).join(', ')}?)` : ''}`,
  )
  console.error(USAGE)
  process.exit(2)
}

const started = performance.now()
console.error(`[bench] ${bench.name}: ${bench.question ?? ''}\n[bench] start ${conditions()}`)
const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.relative(process.cwd(), bench.file), ...args],
  {
    stdio: 'inherit',
  },
)
// Ctrl-C reaches the whole process group; a TERM sent to the runner alone is passed on, so a bench
// can stop the servers it started.
for (const signal of ['SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal))
process.on('SIGINT', () => {})
child.on('exit', (code, signal) => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.error(
    `[bench] ${bench.name} ${signal ? `stopped by ${signal}` : `exited ${code}`} after ${seconds} s, ${conditions()}`,
  )
  process.exit(code ?? 128 + (signal ? os.constants.signals[signal] : 0))
})
