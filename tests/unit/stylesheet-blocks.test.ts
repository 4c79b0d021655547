/**
 * A page's stylesheets stay in the document after a client-side navigation (Vike adds the next
 * page's and removes none), so a class styled at the top level of two stylesheets gets both sets of
 * rules once a visitor has seen both pages: a landing's `.steps` took the account area's padding
 * and the showcase's margins after a visit to /About, and the home grew shorter than the position
 * the back button restores. Each top-level class therefore has one stylesheet that styles it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(__dirname, '../..')
const SKIP = new Set(['node_modules', 'dist', 'test-results', '.git'])

function stylesheets(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (SKIP.has(e.name) || e.name.startsWith('.')) return []
    const file = path.join(dir, e.name)
    if (e.isDirectory()) return stylesheets(file)
    return e.name.endsWith('.scss') ? [file] : []
  })
}

/** Classes a rule at the start of a line styles on their own: `.name {` or `.a,` / `.b {`. */
function topLevelClasses(scss: string): string[] {
  const out: string[] = []
  for (const line of scss.split('\n')) {
    const m = /^((?:\.[\w-]+\s*,\s*)*\.[\w-]+)\s*[{,]\s*$/.exec(line.trimEnd())
    if (m) out.push(...m[1]!.split(',').map((s) => s.trim().slice(1)))
  }
  return out
}

describe('stylesheet blocks', () => {
  it('reads simple selectors and lists, not compound ones', () => {
    expect(topLevelClasses('.a {\n.b,\n.c {\n.landing > .cta {\n  .d {\n.e .f {\n')).toEqual(['a', 'b', 'c'])
  })

  it('each top-level class is styled by one stylesheet', () => {
    const owners = new Map<string, Set<string>>()
    for (const file of stylesheets(ROOT)) {
      const rel = path.relative(ROOT, file)
      for (const name of topLevelClasses(fs.readFileSync(file, 'utf8')))
        owners.set(name, (owners.get(name) ?? new Set()).add(rel))
    }
    expect(owners.size).toBeGreaterThan(100)
    const shared = [...owners]
      .filter(([, files]) => files.size > 1)
      .map(([name, files]) => `${name}: ${[...files].join(', ')}`)
    expect(shared).toEqual([])
  })
})
