import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANDING_FAMILIES } from '../../sites/layouts'
import { countAt } from '../../sites/landings/sections/Counters'
import { productTitle } from '../../sites/landings/sections/params'
import { landingQueriesFor } from '../../sites/landings/queries'
import { COURSES_FIRST_PAGE, OPEN_CLASSES, OPEN_CLASSES_PATH } from '../../sites/landings/sections/params'
import { catalogueParams } from '../../features/classes/catalogue/params'
import { courseListParams } from '../../features/classes/courses/listParams'
import { LANDING_KEYS, PATTERN_FAMILIES } from '../../sites/registry'

const FAMILIES = [...LANDING_KEYS, ...PATTERN_FAMILIES]

describe('landing families', () => {
  it('are the 26 of SPEC §2, each with build-time queries of its own', () => {
    expect(new Set(FAMILIES).size).toBe(26)
    for (const family of FAMILIES) {
      const keys = landingQueriesFor(family, 'x').map((q) => JSON.stringify(q.key))
      expect(keys.length, family).toBeGreaterThan(0)
      expect(new Set(keys).size, `${family}: no query twice`).toBe(keys.length)
    }
  })

  it('each load their own component', async () => {
    const { loadLanding } = await import('../../sites/landings')
    const seen = new Set<unknown>()
    for (const family of FAMILIES) seen.add(await loadLanding(LANDING_FAMILIES.indexOf(family)))
    expect(seen.size).toBe(26)
    // The coming-soon page (docs/decisions/0005-comingsoon-and-none.md) is a family of its own, in its own chunk.
    seen.add(await loadLanding(LANDING_FAMILIES.indexOf('comingsoon')))
    expect(seen.size).toBe(27)
    // Transforming 27 landings takes a few seconds on a busy machine.
  }, 30_000)

  it('are loaded by position in the server’s order, so the browser’s loader table names no layout', () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, '../../sites/landings/index.ts'), 'utf8')
    const order = [...source.matchAll(/import\('\.\/([a-z-]+)\/Landing'\)/g)].map((m) => m[1])
    expect(order).toEqual([...LANDING_FAMILIES])
    expect(source).not.toMatch(/from '\.\.\/layouts'/)
  })
})

describe('the home lists what the catalogue pages list', () => {
  it('asks the same call with the same parameters as their first page', () => {
    expect(OPEN_CLASSES).toEqual(catalogueParams({ state: 'open' }))
    expect(OPEN_CLASSES_PATH).toBe('/Class?state=open')
    expect(COURSES_FIRST_PAGE).toEqual(courseListParams(false, {}))
  })
})

describe('counters', () => {
  it('count up from 0 and end exactly on the figure', () => {
    expect(countAt(12840, 0)).toBe(0)
    expect(countAt(12840, 600)).toBeGreaterThan(6420) // ease-out: past half at half time
    expect(countAt(12840, 1200)).toBe(12840)
    expect(countAt(12840, 5000)).toBe(12840)
  })
})

describe('product names from pattern keys', () => {
  it('title-case the product, or fall back', () => {
    expect(productTitle('pintar', 'x')).toBe('Pintar')
    expect(productTitle('data-sains', 'x')).toBe('Data Sains')
    expect(productTitle(null, 'Impian')).toBe('Impian')
  })
})
