/**
 * The fault matrix: for a representative call of each host, each injected fault (500, a stall past
 * the client's time-out, malformed JSON, a body of the wrong shape, 401) resolves to
 * `{ status: false, message }` and nothing throws. Faults are chosen per request with the
 * `X-Sandbox-Fault` header (through the context's `fetch`), and once through the admin control.
 */
import { describe, expect, it } from 'vitest'
import { getUserDetail, listSchools, uploadFile } from '../../api/accounts'
import { listActiveMentors } from '../../api/batches'
import type { ApiContext } from '../../api/context'
import { listDonations } from '../../api/hostedDb'
import { identityMe } from '../../api/identity'
import { logClick } from '../../api/logger'
import { listBanks } from '../../api/payouts'
import { getAppVersion } from '../../api/app'
import { useSandbox } from './harness'

const h = useSandbox()

const FAULTS = ['500', 'timeout', 'malformed', 'schema', '401'] as const
type Fault = (typeof FAULTS)[number]

const HOST_CALLS: Record<string, (ctx: ApiContext) => Promise<{ status: boolean; message: string }>> = {
  services: (ctx) => listBanks(ctx),
  'services (paged list)': (ctx) => listSchools(ctx),
  auth: (ctx) => getUserDetail(ctx),
  api: (ctx) => listActiveMentors(ctx),
  ai: (ctx) => identityMe(ctx),
  db: (ctx) => listDonations(ctx),
  drive: (ctx) => uploadFile(ctx, new Blob(['x'], { type: 'text/plain' }), { fileName: 'x.txt' }),
  log: (ctx) => logClick(ctx, { from: 'http://demo.localhost/', to: '/News', type: 'internal_navigation' }),
}

function withFault(fault: Fault): ApiContext {
  const ctx = h.ctx()
  ctx.tokens!.setClientToken('any')
  ctx.fetch = (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('X-Sandbox-Fault', fault)
    return fetch(input, { ...init, headers })
  }
  return ctx
}

describe('fault matrix', () => {
  for (const fault of FAULTS) {
    it(`${fault}: every host's call resolves to { status: false, message }`, async () => {
      const errors = console.error
      console.error = () => {}
      try {
        const outcomes = await Promise.all(
          Object.entries(HOST_CALLS).map(async ([host, call]) => {
            const res = await call(withFault(fault)).catch((error: unknown) => ({ thrown: error }))
            return [host, res] as const
          }),
        )
        for (const [host, res] of outcomes) {
          expect(res, `${host} threw`).not.toHaveProperty('thrown')
          const r = res as { status: boolean; message: string; data?: unknown }
          expect(r.status, `${host} / ${fault}`).toBe(false)
          expect(r.message.length, `${host} / ${fault}`).toBeGreaterThan(0)
          expect(r.data ?? null, `${host} / ${fault}`).toBeNull()
        }
      } finally {
        console.error = errors
      }
    })
  }

  it('a fault armed through the admin control applies to the next request of a path, then clears', async () => {
    await h.admin('faults', { pathPrefix: '/db/rest/v1/donations', fault: 'malformed', remaining: 1 })
    const failed = await listDonations(h.ctx())
    expect(failed).toMatchObject({ status: false, message: 'Respons server tidak dapat dibaca.' })
    const healthy = await listDonations(h.ctx())
    expect(healthy.status).toBe(true)
  })

  it('without a fault the same calls succeed (the matrix tests the faults, not broken calls)', async () => {
    const ctx = h.ctx()
    expect((await listBanks(ctx)).status).toBe(true)
    expect((await listSchools(ctx)).status).toBe(true)
    expect((await listActiveMentors(ctx)).status).toBe(true)
    expect((await listDonations(ctx)).status).toBe(true)
  })
})

/**
 * Test files run side by side, each on its own tenants (playwright.config.ts): the test controls
 * keep their state per tenant, so one file's outage, version or reset never reaches another's.
 */
describe('test controls scoped to one tenant', () => {
  it('a fault armed for a tenant fails that tenant only, on the server side and from a browser origin', async () => {
    await h.admin('faults', { tenant: 'alpha', pathPrefix: '/db/rest/v1/donations', fault: '500' })
    expect((await listDonations(h.ctx('alpha'))).status).toBe(false)
    expect((await listDonations(h.ctx('alpha', { tenantId: undefined }))).status).toBe(false)
    expect((await listDonations(h.ctx('demo'))).status).toBe(true)
    expect((await listDonations(h.ctx('sekolahbeta'))).status).toBe(true)
    const listed = (await (await fetch(`${h.baseUrl}/__admin/faults?tenant=alpha`)).json()) as unknown[]
    expect(listed).toHaveLength(1)
    await h.admin('reset', { tenant: 'alpha' })
    expect((await listDonations(h.ctx('alpha'))).status).toBe(true)
  })

  it("a tenant's reset clears its own faults and version and leaves another tenant's", async () => {
    await h.admin('faults', { tenant: 'alpha', pathPrefix: '/db/rest/v1/donations', fault: '500' })
    await h.admin('faults', { tenant: 'sekolahbeta', pathPrefix: '/db/rest/v1/donations', fault: '500' })
    await h.admin('version', { tenant: 'sekolahbeta', version: '9.9.9-test' })
    await h.admin('reset', { tenant: 'alpha' })
    expect((await listDonations(h.ctx('alpha'))).status).toBe(true)
    expect((await listDonations(h.ctx('sekolahbeta'))).status).toBe(false)
    const versionOf = async (tenant: string) => (await getAppVersion(h.ctx(tenant))).data?.version
    expect(await versionOf('sekolahbeta')).toBe('9.9.9-test')
    expect(await versionOf('alpha')).not.toBe('9.9.9-test')
    await h.admin('reset', { tenant: 'sekolahbeta' })
    expect((await listDonations(h.ctx('sekolahbeta'))).status).toBe(true)
    expect(await versionOf('sekolahbeta')).not.toBe('9.9.9-test')
  })

  it('a tenant leased to one test is refused to another until given back, which resets it', async () => {
    expect((await h.admin('lease', { tenant: 'umptn', owner: 'a' })).status).toBe(200)
    expect((await h.admin('lease', { tenant: 'umptn', owner: 'a' })).status).toBe(200)
    await h.admin('faults', { tenant: 'umptn', pathPrefix: '/db/rest/v1/donations', fault: '500' })
    expect((await h.admin('lease', { tenant: 'umptn', owner: 'b' })).status).toBe(409)
    await h.admin('release', { tenant: 'umptn', owner: 'b' })
    expect((await listDonations(h.ctx('umptn'))).status).toBe(false)
    await h.admin('release', { tenant: 'umptn', owner: 'a' })
    expect((await listDonations(h.ctx('umptn'))).status).toBe(true)
    expect((await h.admin('lease', { tenant: 'umptn', owner: 'b' })).status).toBe(200)
  })
})
