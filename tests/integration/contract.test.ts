/**
 * The contract between the call table (api/calls.ts), the api/ functions and the sandbox: every row
 * of CALL_LIST is used by an exported api/ function (its `CALLS.<name>` appears in an api/ module,
 * api/fetchers/ included, other than the table itself), and the sandbox has a route for its method and
 * `/<host prefix>/<path>`. Neither side can drift.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CALL_LIST } from '../../api/calls'
import { HOST_PREFIX } from '../../api/hosts'
import { useSandbox } from './harness'

const h = useSandbox()
const API_DIR = join(import.meta.dirname, '../../api')

/** `v1/payout/{id}/approve` or `/services/v1/payout/:id/approve` → segments; params become `*`. */
function segments(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') || /^\{\w+\}$/.test(s) ? '*' : s))
}

function matches(route: string[], call: string[]): boolean {
  return route.length === call.length && route.every((s, i) => s === '*' || call[i] === '*' || s === call[i])
}

describe('call table ↔ api/ ↔ sandbox', () => {
  it('every call has an exported api/ function and a sandbox route', async () => {
    // api/fetchers/ holds the calls the domain modules load on first use (api/lazy.ts).
    const files = (await readdir(API_DIR, { recursive: true })).filter(
      (f) => f.endsWith('.ts') && f !== 'calls.ts' && !f.endsWith('.test.ts'),
    )
    const sources = await Promise.all(files.map((f) => readFile(join(API_DIR, f), 'utf8')))
    const used = new Set<string>()
    for (const src of sources) for (const m of src.matchAll(/CALLS\.(\w+)/g)) used.add(m[1]!)

    const routes = h.sandbox.app.routes
      .filter((r) => r.method !== 'ALL')
      .map((r) => ({ method: r.method, segments: segments(r.path) }))

    const withoutFunction: string[] = []
    const withoutRoute: string[] = []
    for (const call of CALL_LIST) {
      if (!used.has(call.name)) withoutFunction.push(call.name)
      const want = segments(`${HOST_PREFIX[call.host]}/${call.path}`)
      if (!routes.some((r) => r.method === call.method && matches(r.segments, want)))
        withoutRoute.push(call.name)
    }
    expect(withoutFunction, 'calls without an api/ function').toEqual([])
    expect(withoutRoute, 'calls without a sandbox route').toEqual([])
  })

  it('the route check is not vacuous: a made-up call has no route', () => {
    const routes = h.sandbox.app.routes.filter((r) => r.method !== 'ALL').map((r) => segments(r.path))
    expect(routes.some((r) => matches(r, segments('/services/v9/nothing/here')))).toBe(false)
    expect(routes.length).toBeGreaterThan(CALL_LIST.length / 2)
  })
})
