/**
 * The bench runner finds benches by convention (scripts/benchCatalogue.ts): each bench/<name>.ts
 * opens with a doc comment whose first line is its question, and the `bench:<name>` npm scripts
 * that README and bench/README.md quote still name a bench.
 */
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { leadingQuestion, listBenches } from '../../scripts/benchCatalogue'

describe('leadingQuestion', () => {
  it('reads the first line of a leading doc comment', () => {
    expect(leadingQuestion('/**\n * How fast?\n *\n * More.\n */\nexport {}\n')).toBe('How fast?')
    expect(leadingQuestion('/** How big? */\n')).toBe('How big?')
    expect(leadingQuestion('#!/usr/bin/env node\n\n/**\n *   Why?\n */')).toBe('Why?')
  })

  it('finds none when the file does not open with one', () => {
    expect(leadingQuestion("import fs from 'node:fs'\n/** Late? */\n")).toBeNull()
    expect(leadingQuestion('// A line comment?\n')).toBeNull()
  })
})

describe('the benches', () => {
  const benches = listBenches()

  it('are found, bench/lib/ left out', () => {
    expect(benches.map((bench) => bench.name)).toContain('first-load')
    expect(benches.some((bench) => bench.file.includes('/lib/'))).toBe(false)
  })

  it('each say on their first line the question they answer', () => {
    const unasked = benches.filter((bench) => !bench.question?.endsWith('?')).map((bench) => bench.name)
    expect(unasked).toEqual([])
  })

  it('are what every bench:<name> npm script runs', () => {
    const scripts = (
      JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    ).scripts
    const names = new Set(benches.map((bench) => bench.name))
    const aliases = Object.entries(scripts).filter(([script]) => script.startsWith('bench:'))
    expect(aliases.length).toBeGreaterThan(0)
    // An alias may run several benches one after the other (bench:scale): each must exist.
    const broken = aliases.filter(([, command]) => {
      const named = [...command.matchAll(/scripts\/bench\.ts ([\w-]+)|bench\/([\w-]+)\.ts/g)].map(
        (m) => m[1] ?? m[2] ?? '',
      )
      return named.length === 0 || named.some((n) => !names.has(n))
    })
    expect(broken).toEqual([])
  })
})
