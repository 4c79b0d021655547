import { describe, expect, it } from 'vitest'
import { getAppVersion, generateToken, validateToken } from '../../api/app'
import { getPost, listPosts } from '../../api/posts'
import { getSettings, isUnderMaintenance } from '../../api/settings'
import { listClasses } from '../../api/classes'
import { TENANTS } from '../../sites/registry'
import { useSandbox } from './harness'

const h = useSandbox()

describe('site calls against the sandbox', () => {
  it('fetches per-tenant settings with the tenant id header', async () => {
    const res = await getSettings(h.ctx('smkcoding'))
    expect(res.status).toBe(true)
    expect(res.data?.title).toBe('SMK Coding')
    expect(res.data?.css?.clr_primary).toBe('#D7263D')
    expect(isUnderMaintenance(res.data!)).toBe(false)
  })

  it("carries every registry tenant's display name, never its machine key", async () => {
    for (const tenant of TENANTS) {
      const res = await getSettings(h.ctx(tenant.key))
      expect(res.data?.title, tenant.key).toBe(tenant.name)
    }
    expect((await getSettings(h.ctx('jongkreatif'))).data?.title).toBe('Jong Kreatif')
  })

  it('reports maintenance on, and a missing flag as maintenance', async () => {
    await h.admin('maintenance/demo', { mode: 'on' })
    const on = await getSettings(h.ctx('demo'))
    expect(on.data?.isMaintenance).toBe(true)
    await h.admin('maintenance/demo', { mode: 'missing' })
    const missing = await getSettings(h.ctx('demo'))
    expect(missing.data && 'isMaintenance' in missing.data).toBe(false)
    expect(isUnderMaintenance(missing.data!)).toBe(true)
    await h.admin('reset')
  })

  it('generates and validates an access token', async () => {
    const ctx = h.ctx()
    const generated = await generateToken(ctx)
    expect(generated.status).toBe(true)
    ctx.tokens!.setGuestToken(generated.data!.token)
    expect((await validateToken(ctx)).data).toEqual({ valid: true })
    ctx.tokens!.setGuestToken('forged')
    expect((await validateToken(ctx)).data).toEqual({ valid: false })
  })

  it('rejects a stale app token with 401', async () => {
    const { makeAppToken } = await import('../../api/token')
    const ctx = h.ctx()
    const stale = await makeAppToken(ctx.appToken, Date.now() - 10 * 60 * 1000)
    const res = await fetch(`${h.baseUrl}/services/v1/app/version`, { headers: { AppToken: stale } })
    expect(res.status).toBe(401)
    expect(((await res.json()) as { message: string }).message).toBe('AppToken is stale')
    const missing = await fetch(`${h.baseUrl}/services/v1/app/version`)
    expect(missing.status).toBe(401)
  })

  it('serves the app version and post detail by slug', async () => {
    expect((await getAppVersion(h.ctx())).data?.version).toBe('1.0.0')
    const list = await listPosts(h.ctx(), { kindSlug: 'news', pageSize: 3 })
    expect(list.status && list.data.length).toBe(3)
    expect(list.pagination).toEqual({ page: 1, perPage: 3, totalItems: 20, totalPages: 7 })
    const first = list.data![0]!
    const detail = await getPost(h.ctx(), { kindSlug: 'news', slug: first.slug })
    expect(detail.data?.title).toBe(first.title)
  })

  it('lists classes with the default page size of 6', async () => {
    const res = await listClasses(h.ctx())
    expect(res.data?.length).toBe(6)
    expect(res.pagination?.totalItems).toBe(30)
  })

  it('turns every injected fault into { status: false, message } without throwing', async () => {
    for (const fault of ['500', 'malformed', 'schema', '401', 'timeout'] as const) {
      await h.admin('faults', { pathPrefix: '/services/v0/cms/app/settings', fault, remaining: 1 })
      const res = await getSettings(h.ctx())
      expect(res.status, fault).toBe(false)
      expect(res.data, fault).toBeNull()
      expect(res.message.length, fault).toBeGreaterThan(0)
    }
  })
})
