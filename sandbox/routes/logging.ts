/**
 * Click logs and statistics records (services host). Payloads are not shown in SPEC §7: ours below
 * and in sandbox/statistics.ts.
 * `GET v1/statistics/summary` (not in SPEC §7; ours, for the admin dashboard on /Welcome): over the
 * last `SUMMARY_DAYS` calendar days (UTC, today included; `window` names them), the recorded events
 * counted per day and per event name, the page views per page kind and the most viewed pages, and the
 * p75 of each Core Web Vital per page kind and day, for administrators only (401 without a login, 403
 * for other roles). A calendar window, not "the latest days with records": a day without records is a
 * gap the dashboard shows as one, never a line drawn across it.
 *
 * `POST v1/statistics/record` is guarded before anything is parsed: rate limits per client and per
 * site (429 with `Retry-After`), the body's size (413), then sandbox/statistics.ts's checks. Accepted
 * records are written in bulk (sandbox/statisticsWriter.ts).
 *
 * The browser records with a keep-alive `fetch` that sets no custom header: its batch carries the app
 * token as the `appToken` query parameter (sandbox/app.ts accepts it on this one call) and is scoped
 * by the `Origin` the browser sets, as the real backend scopes a site; the tenant named in the body
 * must be that one (403 otherwise).
 */
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { SandboxContext, SandboxModule } from '../context'
import type { Db } from '../db'
import { badRequest, item } from '../http'
import { RateLimiter } from '../rateLimit'
import { rng } from '../seed/random'
import {
  EVENTS,
  MAX_BODY_BYTES,
  PAGE_KINDS,
  parseRecordText,
  vitalsByKindAndDay,
  VITALS,
} from '../statistics'
import { StatisticsWriter } from '../statisticsWriter'
import { optionalTenant, tenantOf } from '../tenancy'
import { requireUser } from '../tokens'
import { jsonBody, str } from './accounts'

export const SUMMARY_DAYS = 14

const utcDay = (daysAgo: number, now = Date.now()) =>
  new Date(now - daysAgo * 86_400_000).toISOString().slice(0, 10)

/** Sample pages of each kind the demo seed records views and vitals for. */
const SEED_PAGES: Record<string, { path: string; lcp: number; inp: number; cls: number }> = {
  home: { path: '/', lcp: 1800, inp: 120, cls: 0.02 },
  classList: { path: '/Class', lcp: 2300, inp: 180, cls: 0.05 },
  classPage: { path: '/Class/contoh-kelas', lcp: 2900, inp: 210, cls: 0.08 },
  newsPage: { path: '/News/contoh-berita', lcp: 1500, inp: 90, cls: 0.12 },
  eventList: { path: '/Event', lcp: 3600, inp: 260, cls: 0.03 },
}
/** Days (ago) the seed leaves empty, as if the site had been down: the dashboard shows a gap. */
const SEED_GAP = new Set([5, 6])

/**
 * Two weeks of the demo site's statistics ending today (the sandbox's first start), with a two-day
 * gap, so its dashboard has lines, a gap and every vital to chart on a fresh sandbox. Relative to
 * today, unlike the fixed dates of the content seed, since the summary reads a calendar window.
 */
async function seedStatistics(db: Db) {
  const r = rng(11)
  const rows: { event: string; path: string; kind: string; value: number | null; at: string }[] = []
  for (let day = SUMMARY_DAYS - 1; day >= 0; day--) {
    if (SEED_GAP.has(day)) continue
    const at = `${utcDay(day)}T10:00:00Z`
    for (const [kind, page] of Object.entries(SEED_PAGES)) {
      const views = kind === 'home' ? r.int(20, 40) : r.int(4, 15)
      for (let i = 0; i < views; i++)
        rows.push({ event: 'page_view', path: page.path, kind, value: null, at })
      for (let i = 0; i < 4; i++) {
        const jitter = 0.7 + r.next() * 0.6
        rows.push({ event: 'LCP', path: page.path, kind, value: Math.round(page.lcp * jitter), at })
        rows.push({ event: 'INP', path: page.path, kind, value: Math.round(page.inp * jitter), at })
        rows.push({
          event: 'CLS',
          path: page.path,
          kind,
          value: Math.round(page.cls * jitter * 1e4) / 1e4,
          at,
        })
      }
    }
    for (const [event, min, max] of [
      ['class_view', 8, 20],
      ['register', 1, 6],
      ['payment', 1, 4],
    ] as const)
      for (let i = r.int(min, max); i > 0; i--)
        rows.push({ event, path: '/Class/contoh-kelas', kind: 'classPage', value: null, at })
  }
  await db.query(
    `INSERT INTO statistics (tenant, event, path, kind, value, created_at)
     SELECT 'demo', * FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::timestamptz[])`,
    [
      rows.map((x) => x.event),
      rows.map((x) => x.path),
      rows.map((x) => x.kind),
      rows.map((x) => x.value),
      rows.map((x) => x.at),
    ],
  )
}

/**
 * Who is sending, for the per-client limit: the address in `X-Forwarded-For` (the edge in front of
 * the sandbox sets it; the real API must read only its own edge's header) or the socket's.
 */
function clientAddress(c: Context): string {
  const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim()
  if (forwarded) return forwarded
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

/** The body's text, or null once it passes `max` bytes (the rest is never buffered). */
async function readCapped(req: Request, max: number): Promise<string | null> {
  if (!req.body) return ''
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      void reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

const refuse = (c: Context, status: 413 | 429, message: string, retryAfter?: number) => {
  if (retryAfter) c.header('Retry-After', String(retryAfter))
  return c.json({ status: false, message }, status)
}

const CLICK_TYPES = ['page_load', 'internal_navigation', 'external'] as const

export const logging: SandboxModule = {
  migrations: [
    `CREATE TABLE IF NOT EXISTS click_logs (
      id serial PRIMARY KEY, tenant text, from_url text NOT NULL, to_url text NOT NULL,
      type text NOT NULL, at timestamptz NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
    CREATE TABLE IF NOT EXISTS statistics (
      id serial PRIMARY KEY, tenant text, event text NOT NULL, path text, value double precision,
      meta jsonb, created_at timestamptz NOT NULL DEFAULT now());`,
    // The page kind (the route id of sites/routes.ts) the vitals are summarised by.
    `ALTER TABLE statistics ADD COLUMN IF NOT EXISTS kind text;`,
  ],
  seed: seedStatistics,

  register({ hosts, db, config }: SandboxContext) {
    const writer = new StatisticsWriter(db)
    const perClient = new RateLimiter(config.statisticsLimits.client)
    const perTenant = new RateLimiter(config.statisticsLimits.tenant)

    hosts.services.get('/v1/statistics/summary', async (c) => {
      const admin = await requireUser(c, db, 'admin')
      if (admin instanceof Response) return admin
      await writer.flush()
      // The statistics of the site asking, never another's, of known events and page kinds only.
      const tenant = tenantOf(c)
      const from = utcDay(SUMMARY_DAYS - 1)
      const day = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`
      const scope = `tenant = $1 AND ${day} >= $2 AND event = ANY($3)`
      const args = [tenant, from, [...EVENTS]]
      const daily = await db.query<{ date: string; event: string; count: number }>(
        `SELECT ${day} AS date, event, count(*)::int AS count FROM statistics
          WHERE ${scope} GROUP BY 1, 2 ORDER BY 1, 2`,
        args,
      )
      const byEvent = await db.query<{ event: string; count: number }>(
        `SELECT event, count(*)::int AS count FROM statistics WHERE ${scope}
          GROUP BY event ORDER BY count DESC, event`,
        args,
      )
      const kinds = await db.query<{ kind: string; views: number }>(
        `SELECT kind, count(*)::int AS views FROM statistics
          WHERE ${scope} AND event = 'page_view' AND kind = ANY($4)
          GROUP BY kind ORDER BY views DESC, kind`,
        [...args, [...PAGE_KINDS]],
      )
      const pages = await db.query<{ path: string; kind: string; views: number }>(
        `SELECT path, max(kind) AS kind, count(*)::int AS views FROM statistics
          WHERE ${scope} AND event = 'page_view' AND path IS NOT NULL AND kind = ANY($4)
          GROUP BY path ORDER BY views DESC, path LIMIT 20`,
        [...args, [...PAGE_KINDS]],
      )
      const samples = await db.query<{ date: string; kind: string; metric: string; value: number }>(
        `SELECT ${day} AS date, kind, event AS metric, value FROM statistics
          WHERE tenant = $1 AND ${day} >= $2 AND event = ANY($3) AND value IS NOT NULL AND kind = ANY($4)`,
        [tenant, from, [...VITALS], [...PAGE_KINDS]],
      )
      return item(c, {
        window: { from, to: utcDay(0) },
        daily: daily.rows,
        byEvent: byEvent.rows,
        kinds: kinds.rows,
        pages: pages.rows,
        vitals: vitalsByKindAndDay(samples.rows),
      })
    })

    hosts.services.post('/v1/logger/log/click', async (c) => {
      const b = await jsonBody(c)
      if (!b) return badRequest(c, 'Body harus berupa JSON')
      const { from, to, type, timestamp } = b
      if (typeof type !== 'string' || !(CLICK_TYPES as readonly string[]).includes(type))
        return badRequest(c, `type harus salah satu dari: ${CLICK_TYPES.join(', ')}`)
      // A page load typed into the address bar has no referrer: `from` may be empty only there.
      const fromOk = str(from, 2000) || (type === 'page_load' && from === '')
      if (!fromOk || !str(to, 2000)) return badRequest(c, 'from dan to wajib diisi')
      if (typeof timestamp !== 'string' || Number.isNaN(Date.parse(timestamp)))
        return badRequest(c, 'timestamp harus waktu ISO')
      const res = await db.query<{ id: number }>(
        'INSERT INTO click_logs (tenant, from_url, to_url, type, at) VALUES ($1,$2,$3,$4,$5) RETURNING id',
        [optionalTenant(c), from, to, type, timestamp],
      )
      return c.json({ status: true, message: 'Log tersimpan', data: { id: res.rows[0]!.id } }, 201)
    })

    hosts.services.post('/v1/statistics/record', async (c) => {
      // A cross-origin page reads Retry-After only when the answer lists it.
      c.header('Access-Control-Expose-Headers', 'Retry-After')
      const site = optionalTenant(c)
      // Limits first: a flood is answered before any of its bodies is read.
      const clientWait = perClient.take(`${site}\u0000${clientAddress(c)}`)
      if (clientWait) return refuse(c, 429, 'Terlalu banyak statistik dari klien ini', clientWait)
      const siteWait = perTenant.take(site ?? '')
      if (siteWait) return refuse(c, 429, 'Terlalu banyak statistik untuk situs ini', siteWait)
      const tooLarge = `Body melebihi ${MAX_BODY_BYTES} bita`
      const length = c.req.header('Content-Length')
      if (Number(length ?? 0) > MAX_BODY_BYTES) return refuse(c, 413, tooLarge)
      // A beacon sends its JSON as text/plain (no CORS preflight); read the same. A declared length
      // was checked above (and is read without a stream); a body without one is counted as it comes.
      const text = length !== undefined ? await c.req.text() : await readCapped(c.req.raw, MAX_BODY_BYTES)
      if (text === null) return refuse(c, 413, tooLarge)
      const parsed = parseRecordText(text)
      if (!parsed.ok)
        return parsed.status === 413 ? refuse(c, 413, parsed.message) : badRequest(c, parsed.message)
      let tenant = site
      if (parsed.tenant !== null) {
        tenant = tenantOf(c)
        if (parsed.tenant !== tenant)
          return c.json({ status: false, message: 'Statistik ini untuk situs lain' }, 403)
      }
      writer.add(tenant, parsed.records)
      return item(c, { accepted: parsed.records.length }, 'Statistik tersimpan')
    })
  },
}
