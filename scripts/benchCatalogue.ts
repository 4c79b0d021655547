/**
 * The benches, found by convention rather than listed: a bench is `bench/<name>.ts` (bench/lib/
 * holds what benches share and is not one), and the first line of its leading doc comment is the
 * question it answers. So a new bench is one file, and the runner (scripts/bench.ts) has no list of
 * benches to edit or to fall behind.
 */
import fs from 'node:fs'
import path from 'node:path'

export const BENCH_DIR = path.resolve(import.meta.dirname, '..', 'bench')

export interface Bench {
  name: string
  file: string
  /** Null when the file has no leading doc comment: `--list` names it as a defect. */
  question: string | null
}

/** The first non-empty line of the doc comment a source opens with, or null when it opens with none. */
export function leadingQuestion(source: string): string | null {
  const comment = /^(?:#![^\n]*\n)?\s*\/\*\*([\s\S]*?)\*\//.exec(source)
  if (!comment) return null
  const lines = comment[1]!.split('\n').map((line) => line.replace(/^\s*\*?/, '').trim())
  return lines.find((line) => line !== '') ?? null
}

export function listBenches(dir = BENCH_DIR): Bench[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => {
      const file = path.join(dir, entry.name)
      return {
        name: entry.name.slice(0, -'.ts'.length),
        file,
        question: leadingQuestion(fs.readFileSync(file, 'utf8')),
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name))
}
