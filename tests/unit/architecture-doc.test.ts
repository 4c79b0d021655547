/**
 * docs/architecture.md against the tree: every folder and file it names in code spans exists (a
 * folder that was moved or reverted cannot stay in the map), and every top-level folder that holds
 * code has its row in the folder table.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const DOC = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8')

/** The folder table's first column: `pages/`, `features/`, … */
const tableFolders = [...DOC.matchAll(/^\| `([\w.-]+)\/` +\|/gm)].map((m) => m[1]!)

/**
 * Paths in code spans (`shell/outbox/`, `sites/routes.ts`, `posts/`), not Vike's file names or
 * placeholders (`+Page`, `api/<domain>.ts`). A path inside a table row or a list may be written
 * from its folder (`posts/` under `features/`), so it may stand under any top-level folder the
 * table names, or under docs/ for the links.
 */
function namedPaths(): string[] {
  return [...DOC.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1]!)
    .filter((p) => p.includes('/') && /^[\w.+/-]+$/.test(p) && !p.startsWith('+'))
}

const exists = (p: string) =>
  ['', 'docs', ...tableFolders, 'features'].some((base) => fs.existsSync(path.join(ROOT, base, p)))

describe('docs/architecture.md', () => {
  it('has a folder table', () => {
    expect(tableFolders).toContain('api')
    expect(tableFolders).toContain('shell')
  })

  it('names only folders and files that exist', () => {
    const paths = namedPaths()
    expect(paths.length).toBeGreaterThan(10)
    expect(paths.filter((p) => !exists(p))).toEqual([])
  })

  it('links only decision records that exist', () => {
    const links = [...DOC.matchAll(/\]\(([^)#]+)\)/g)].map((m) => m[1]!)
    expect(links.filter((l) => !fs.existsSync(path.join(ROOT, 'docs', l)))).toEqual([])
  })

  it('has a row for every top-level folder with code', () => {
    const hasCode = (dir: string): boolean =>
      (fs.readdirSync(path.join(ROOT, dir), { recursive: true }) as string[]).some((f) => /\.tsx?$/.test(f))
    const top = fs
      .readdirSync(ROOT, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
      .map((e) => e.name)
      .filter((name) => !['node_modules', 'dist', 'test-results', 'playwright-report'].includes(name))
      .filter(hasCode)
    expect(top.filter((folder) => !tableFolders.includes(folder))).toEqual([])
  })
})
