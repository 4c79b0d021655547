/**
 * Each tenant's JavaScript holds its own tenant only: no other organisation's item, site name or
 * domain in any script of `dist/<key>/` (testkit/tenantScan.ts) (the registry and the list of layout keys stay on the server; the
 * browser gets its tenant through the page context). Runs over the output the e2e server built.
 */
import path from 'node:path'
import { tenantKeys } from '../../sites/registry'
import { scanTenant, tenantFiles } from '../../testkit/tenantScan'
import { expect, test } from './fixtures'

const DIST = path.resolve(import.meta.dirname, '../../dist')
const BUILT = process.env.TENANTS ? process.env.TENANTS.split(',').map((k) => k.trim()) : tenantKeys()

test('no tenant’s scripts name another organisation, its sites, items or domains', () => {
  const found: Record<string, string[]> = {}
  for (const key of BUILT) {
    expect(tenantFiles(DIST, key, 'scripts').length, `${key} has scripts`).toBeGreaterThan(10)
    const hits = scanTenant(DIST, key, 'scripts')
    if (hits.length > 0) found[key] = hits.map((h) => `${h.kind} ${h.text} in ${h.file}`)
  }
  expect(found).toEqual({})
})
