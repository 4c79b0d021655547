/**
 * The sandbox: a local stand-in for every backend host of SPEC §7, one path prefix per host
 * (`/services`, `/auth`, `/api`, `/ai`, `/db`, `/drive`), with the contract enforced (app token,
 * logins, parameters), writes persisted in PGlite, and fault injection for tests.
 */
import { Hono, type Context } from 'hono'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import { analyticsProvider } from './analytics'
import { verifyAppToken } from './appToken'
import { sandboxConfig, type SandboxConfig } from './config'
import { registerClones } from './seed/clones'
import {
  SANDBOX_HOSTS,
  type MaintenanceMode,
  type SandboxContext,
  type SandboxHost,
  type SandboxState,
} from './context'
import { openDb, type Db } from './db'
import { faultMiddleware, isFault, type ArmedFault, FAULT_HEADER } from './faults'
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MIGRATION, idempotencyMiddleware } from './idempotency'
import { MODULES } from './modules'
import { classNotifications } from './routes/enrolments'
import { resolveTenant, tenancyMiddleware, tenantForOrigin } from './tenancy'
import { TOKENS_MIGRATION } from './tokens'

/** How long a lease lasts when its test never gives it back (longer than any one test). */
const LEASE_MS = 180_000

export interface Sandbox {
  app: Hono
  db: Db
  state: SandboxState
  close(): Promise<void>
}

export interface SandboxOptions {
  /** A folder for PGlite; omitted = in-memory. */
  dataDir?: string
  /** A dumped, already seeded database to start from (`sandbox.db.dumpDataDir()`). */
  image?: Blob
  config?: Partial<SandboxConfig>
}

/**
 * Requests that carry no app token by nature: what a browser loads by URL (`<img src>`, a link to
 * an uploaded CV), the seeded images and the uploaded files of the drive host, and the simulated
 * payment gateway page.
 */
/**
 * `navigator.sendBeacon` can set no header: the statistics beacon carries its app token as the
 * `appToken` query parameter, accepted on that one call only (api/README.md).
 */
const beaconAppToken = (method: string, path: string, token: string | undefined) =>
  method === 'POST' && path === '/services/v1/statistics/record' ? token : undefined

const isPublicAsset = (method: string, path: string) =>
  (method === 'GET' &&
    (path.startsWith('/drive/img/') ||
      path.startsWith('/drive/media/') ||
      path.startsWith('/drive/sample/') ||
      path.startsWith('/drive/v1/files/'))) ||
  // The simulated gateway page and its forms: a browser navigation, as on a real gateway.
  ((method === 'GET' || method === 'POST') && path.startsWith('/services/v1/payment/checkout/')) ||
  // The gateway's own server-to-server callback: it proves itself by its signature, not an app token.
  (method === 'POST' && path === '/services/v1/payment/callback') ||
  // The page-view analytics stand-in (sandbox/analytics.ts): loaded and called by URL, like the provider.
  path.startsWith('/analytics/') ||
  // The central account's login and sign-up pages (SPEC §2), also browser navigations.
  ((method === 'GET' || method === 'POST') && (path === '/auth/akun/login' || path === '/auth/akun/daftar'))

export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const config = { ...sandboxConfig(), ...options.config }
  registerClones(config.siteLayouts, config.siteTitles)
  const migrations = [
    `CREATE TABLE IF NOT EXISTS sandbox_meta (key text PRIMARY KEY, value text NOT NULL);`,
    TOKENS_MIGRATION,
    IDEMPOTENCY_MIGRATION,
    ...MODULES.flatMap((m) => m.migrations ?? []),
  ]
  const db = await openDb(options.dataDir, migrations, options.image)
  const seeded = await db.query(`SELECT 1 FROM sandbox_meta WHERE key = 'seeded'`)
  if (seeded.rows.length === 0) {
    for (const m of MODULES) await m.seed?.(db)
    await db.query(`INSERT INTO sandbox_meta (key, value) VALUES ('seeded', now()::text)`)
  }

  const state: SandboxState = {
    maintenance: new Map(),
    appVersion: config.appVersion,
    appVersions: new Map(),
    settingsPatch: new Map(),
    demoRequests: [],
    leases: new Map(),
  }
  const armed: ArmedFault[] = []
  const app = new Hono()

  // Test controls answer tools on this machine (curl, Node's fetch, Playwright's request API), never
  // a web page: a browser marks its requests with `Origin` (every POST) or `Sec-Fetch-Site`, so a
  // page the developer visits cannot switch maintenance or faults. No CORS headers either.
  app.use('/__admin/*', async (c, next) => {
    if (c.req.header('origin') !== undefined || c.req.header('sec-fetch-site') !== undefined)
      return c.json({ message: 'Kontrol sandbox hanya untuk alat di mesin ini, bukan halaman web' }, 403)
    return next()
  })
  app.use(
    '*',
    cors({
      origin: (origin) => origin || '*',
      allowHeaders: [
        'AppToken',
        'Authorization',
        'X-Tenant-Id',
        'Content-Type',
        'Accept',
        FAULT_HEADER,
        'Prefer',
        IDEMPOTENCY_HEADER,
      ],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // A page reads `Retry-After` of a 429/503 only when exposed (the outbox waits that long).
      exposeHeaders: ['Retry-After'],
      credentials: true,
      maxAge: 600,
    }),
  )
  app.use(
    '*',
    faultMiddleware(armed, config.stallMs, async (c) => {
      const verdict = await resolveTenant(c, db, config)
      return verdict.ok ? verdict.tenant : null
    }),
  )
  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS' || c.req.path.startsWith('/__admin') || c.req.path === '/healthz')
      return next()
    if (isPublicAsset(c.req.method, c.req.path)) return next()
    const verdict = verifyAppToken(
      c.req.header('AppToken') ?? beaconAppToken(c.req.method, c.req.path, c.req.query('appToken')),
      config.appTokenKeyHex,
      config.appTokenCode,
      config.appTokenMaxAgeMs,
    )
    if (!verdict.ok) return c.json({ status: false, message: verdict.message }, 401)
    return next()
  })
  app.use('*', tenancyMiddleware(db, config))
  app.use('*', idempotencyMiddleware(db))

  app.get('/healthz', (c) => c.json({ ok: true }))

  // Test controls. Not part of the production contract.
  app.post('/__admin/maintenance/:tenant', async (c) => {
    const { mode } = (await c.req.json().catch(() => ({}))) as { mode?: MaintenanceMode }
    if (mode !== 'on' && mode !== 'off' && mode !== 'missing')
      return c.json({ message: 'mode: on | off | missing' }, 400)
    state.maintenance.set(c.req.param('tenant'), mode)
    return c.json({ ok: true })
  })
  app.post('/__admin/settings/:tenant', async (c) => {
    const patch = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
    if (!patch || typeof patch !== 'object' || Array.isArray(patch))
      return c.json({ message: 'body: an object of settings fields' }, 400)
    state.settingsPatch.set(c.req.param('tenant'), patch)
    return c.json({ ok: true })
  })
  app.post('/__admin/version', async (c) => {
    const { version, tenant } = (await c.req.json().catch(() => ({}))) as {
      version?: string
      tenant?: string
    }
    if (!version) return c.json({ message: 'version required' }, 400)
    if (tenant) state.appVersions.set(tenant, version)
    else state.appVersion = version
    return c.json({ ok: true })
  })
  app.post('/__admin/faults', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Partial<ArmedFault>
    if (!body.pathPrefix || !isFault(body.fault))
      return c.json({ message: 'pathPrefix and fault required' }, 400)
    armed.push({
      pathPrefix: body.pathPrefix,
      tenant: typeof body.tenant === 'string' && body.tenant ? body.tenant : undefined,
      fault: body.fault,
      remaining: body.remaining,
      includes: typeof body.includes === 'string' ? body.includes : undefined,
      retryAfter: typeof body.retryAfter === 'string' ? body.retryAfter : undefined,
      hits: 0,
    })
    return c.json({ ok: true })
  })
  /** `?tenant=` narrows a listing to one tenant's share (faults armed for it, its requests, its hits). */
  const only = (c: Context) => c.req.query('tenant') || undefined
  app.get('/__admin/faults', (c) => {
    const tenant = only(c)
    return c.json(tenant ? armed.filter((r) => r.tenant === tenant) : armed)
  })
  const analytics = analyticsProvider()
  const hitTenant = (dl: string) => {
    try {
      return tenantForOrigin(new URL(dl).origin, config)
    } catch {
      return null
    }
  }
  app.route('/analytics', analytics.app)
  app.get('/__admin/analytics', (c) => {
    const tenant = only(c)
    const ua = c.req.query('ua')
    return c.json(
      analytics.hits.filter(
        (h) => (!tenant || hitTenant(h.dl) === tenant) && (!ua || (h.ua ?? '').includes(ua)),
      ),
    )
  })
  app.get('/__admin/demo-requests', (c) => {
    const tenant = only(c)
    return c.json(tenant ? state.demoRequests.filter((r) => r.startsWith(`${tenant} `)) : state.demoRequests)
  })
  app.get('/__admin/class-notifications', async (c) => c.json(await classNotifications(db)))
  /**
   * A test leases a tenant before it changes that tenant's state (`owner`: the test's own id), and
   * gives it back when it ends, which also resets what it changed. A lease held by another test
   * answers 409 with who holds it, and the asking test tries again: tests that run side by side never
   * change one tenant under each other. A lease not given back (a killed worker) lapses after a while.
   */
  app.post('/__admin/lease', async (c) => {
    const { tenant, owner } = (await c.req.json().catch(() => ({}))) as { tenant?: string; owner?: string }
    if (!tenant || !owner) return c.json({ message: 'tenant and owner required' }, 400)
    const held = state.leases.get(tenant)
    if (held && held.owner !== owner && held.until > Date.now())
      return c.json({ message: `tenant ${tenant} is leased to ${held.owner}` }, 409)
    state.leases.set(tenant, { owner, until: Date.now() + LEASE_MS })
    return c.json({ ok: true })
  })
  app.post('/__admin/release', async (c) => {
    const { tenant, owner } = (await c.req.json().catch(() => ({}))) as { tenant?: string; owner?: string }
    if (!tenant || !owner) return c.json({ message: 'tenant and owner required' }, 400)
    if (state.leases.get(tenant)?.owner === owner) {
      resetTenant(tenant)
      state.leases.delete(tenant)
    }
    return c.json({ ok: true })
  })
  /** With `tenant`: that tenant's faults, maintenance, settings, version, demo requests and hits only. */
  const resetTenant = (tenant: string) => {
    const kept = armed.filter((r) => r.tenant !== tenant)
    armed.length = 0
    armed.push(...kept)
    const hits = analytics.hits.filter((h) => hitTenant(h.dl) !== tenant)
    analytics.hits.length = 0
    analytics.hits.push(...hits)
    state.maintenance.delete(tenant)
    state.settingsPatch.delete(tenant)
    state.appVersions.delete(tenant)
    const requests = state.demoRequests.filter((r) => !r.startsWith(`${tenant} `))
    state.demoRequests.length = 0
    state.demoRequests.push(...requests)
  }
  app.post('/__admin/reset', async (c) => {
    const { tenant } = (await c.req.json().catch(() => ({}))) as { tenant?: string }
    if (tenant) {
      resetTenant(tenant)
      return c.json({ ok: true })
    }
    armed.length = 0
    analytics.hits.length = 0
    state.maintenance.clear()
    state.settingsPatch.clear()
    state.appVersions.clear()
    state.demoRequests.length = 0
    state.appVersion = config.appVersion
    return c.json({ ok: true })
  })

  const hosts = Object.fromEntries(SANDBOX_HOSTS.map((h) => [h, new Hono()])) as Record<SandboxHost, Hono>
  const ctx: SandboxContext = { hosts, db, config, state }
  for (const m of MODULES) m.register(ctx)
  for (const h of SANDBOX_HOSTS) app.route(`/${h}`, hosts[h])
  app.notFound((c) => c.json({ status: false, message: `Tidak ada rute ${c.req.method} ${c.req.path}` }, 404))
  app.onError((err, c) => {
    if (err instanceof HTTPException) return err.getResponse()
    console.error('[sandbox]', err)
    return c.json({ status: false, message: 'Kesalahan internal sandbox' }, 500)
  })

  return { app, db, state, close: () => db.close() }
}
