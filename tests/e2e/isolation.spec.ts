/**
 * Each tenant's JavaScript holds its own tenant only: no other tenant's name or domain in any
 * script of `dist/<key>/` (the registry and the list of layout keys stay on the server; the
 * browser gets its tenant through the page context). Runs over the output the e2e server built.
 */
import path from 'node:path'
import { tenantKeys } from '../../sites/registry'
import { findOtherTenants, tenantFiles } from '../tenantAudit'
import { expect, test } from './fixtures'

const DIST = path.resolve(import.meta.dirname, '../../dist')
const BUILT = process.env.TENANTS ? process.env.TENANTS.split(',').map((k) => k.trim()) : tenantKeys()

test('no tenant’s scripts name another tenant or its domain', () => {
  const found: Record<string, string[]> = {}
  for (const key of BUILT) {
    expect(tenantFiles(DIST, key, ['.js']).length, `${key} has scripts`).toBeGreaterThan(10)
    const hits = findOtherTenants(DIST, key, ['.js'])
    if (hits.length > 0) found[key] = hits.map((h) => `${h.marker} in ${h.file}`)
  }
  expect(found).toEqual({})
})
