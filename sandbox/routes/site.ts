/**
 * Site-level calls: access tokens, settings per tenant, app version, landing counters, demo request.
 */
import type { SandboxContext, SandboxModule } from '../context'
import { badRequest, item } from '../http'
import { issueToken, presentedToken, tokenOwner } from '../tokens'
import { SAMPLE } from '../seed/catalogues'
import { settingsFor } from '../seed/settings'
import { catalogue, optionalTenant, tenantForOrigin, tenantOf } from '../tenancy'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const site: SandboxModule = {
  register({ hosts, db, config, state }: SandboxContext) {
    const s = hosts.services

    s.post('/v1/authorizer/token/generate', async (c) => {
      const origin = c.req.header('Origin')
      if (!origin) return badRequest(c, 'Header Origin wajib dikirim')
      // The token is the site's: issued for the tenant whose registered origin asks for it.
      const tenant = tenantForOrigin(origin, config)
      if (!tenant) return c.json({ status: false, message: `Origin tidak terdaftar: ${origin}` }, 403)
      const body = await c.req.json().catch(() => null)
      if (!body || typeof body !== 'object') return badRequest(c, 'Body harus berupa JSON')
      const { id, secret, scopes } = body as Record<string, unknown>
      if (typeof id !== 'string' || typeof secret !== 'string' || !Array.isArray(scopes)) {
        return badRequest(c, 'Body wajib berisi id, secret dan scopes')
      }
      if (id !== config.clientId || secret !== config.clientSecret) {
        return c.json({ status: false, message: 'Kredensial klien tidak valid' }, 401)
      }
      const token = await issueToken(db, 'guest', null, null, tenant)
      return item(c, { token, expiresIn: 2_592_000 }, 'Token dibuat')
    })

    s.get('/v1/authorizer/token/validate', async (c) => {
      const owner = await tokenOwner(db, presentedToken(c))
      return item(c, { valid: owner !== null })
    })

    s.get('/v0/cms/app/settings', (c) => {
      const tenant = tenantOf(c)
      const patch = state.settingsPatch.get(tenant) ?? {}
      const base = settingsFor(tenant, config.siteTitles, config.siteLayouts)
      const settings: Record<string, unknown> = {
        ...base,
        ...patch,
        meta: { ...(base.meta as object), ...(patch.meta as object) },
      }
      const mode = state.maintenance.get(tenant) ?? 'off'
      if (mode === 'missing') delete settings.isMaintenance
      else settings.isMaintenance = mode === 'on'
      return item(c, settings)
    })

    s.get('/v1/app/version', (c) => {
      const tenant = optionalTenant(c)
      return item(c, { version: (tenant && state.appVersions.get(tenant)) || state.appVersion })
    })

    // The tenant's own figures; sample data, and the answer says so.
    s.get('/v1/landing/counter', (c) => item(c, { data_count: catalogue(c).counters, ...SAMPLE }))

    s.get('/v0/cms/app/request-demo', (c) => {
      const email = c.req.query('email')
      if (!email || !EMAIL.test(email)) return badRequest(c, 'Alamat email tidak valid')
      state.demoRequests.push(`${tenantOf(c)} ${email}`)
      return item(c, { email }, 'Berhasil mengirim request')
    })
  },
}
