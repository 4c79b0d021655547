/**
 * Click logs and statistics records (services host). Payloads are not shown in SPEC §7: ours below
 * and in sandbox/statistics.ts.
 * `GET v1/statistics/summary` (not in SPEC §7; ours, for the admin dashboard on /Welcome): the
 * recorded events counted per day (the 14 most recent days that have records) and per event name,
 * the page views per page, and the p75 of each Core Web Vital per page kind and day (the 14 most
 * recent days with vitals), for administrators only (401 without a login, 403 for other roles).
 *
 * The browser records with `navigator.sendBeacon`, which can set no header: its batch carries the
 * app token as the `appToken` query parameter (sandbox/app.ts accepts it on this one call) and is
 * scoped by the `Origin` the browser sets, as the real backend scopes a site; the tenant named in the
 * body must be that one (403 otherwise).
 */
import type { SandboxContext, SandboxModule } from '../context'
import type { Db } from '../db'
import { badRequest, item } from '../http'
import { daysBefore, rng } from '../seed/random'
import { parseRecordBody, vitalsByKindAndDay, VITALS } from '../statistics'
import { optionalTenant, tenantOf } from '../tenancy'
import { requireUser } from '../tokens'
import { jsonBody, str } from './accounts'

const SEED_EVENTS = ['page_view', 'class_view', 'register', 'payment'] as const

/** Two weeks of the demo site's recorded events, so its dashboard has something to chart on a fresh sandbox. */
async function seedStatistics(db: Db) {
  const r = rng(11)
  for (let day = 13; day >= 0; day--)
    for (const event of SEED_EVENTS) {
      const count =
        event === 'page_view' ? r.int(20, 40) : event === 'class_view' ? r.int(8, 20) : r.int(1, 6)
      await db.query(
        `INSERT INTO statistics (tenant, event, path, kind, created_at)
         SELECT 'demo', $1, '/', 'home', $2::timestamptz FROM generate_series(1, $3::int)`,
        [event, daysBefore(day), count],
      )
    }
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

  register({ hosts, db }: SandboxContext) {
    hosts.services.get('/v1/statistics/summary', async (c) => {
      const admin = await requireUser(c, db, 'admin')
      if (admin instanceof Response) return admin
      // The statistics of the site asking, never another's.
      const tenant = tenantOf(c)
      const daily = await db.query<{ date: string; event: string; count: number }>(
        `WITH days AS (SELECT DISTINCT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date
           FROM statistics WHERE tenant = $1 ORDER BY date DESC LIMIT 14)
         SELECT to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, s.event, count(*)::int AS count
           FROM statistics s
          WHERE s.tenant = $1 AND to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') IN (SELECT date FROM days)
          GROUP BY 1, 2 ORDER BY 1, 2`,
        [tenant],
      )
      const byEvent = await db.query<{ event: string; count: number }>(
        'SELECT event, count(*)::int AS count FROM statistics WHERE tenant = $1 GROUP BY event ORDER BY count DESC, event',
        [tenant],
      )
      const pages = await db.query<{ path: string; kind: string | null; views: number }>(
        `SELECT path, max(kind) AS kind, count(*)::int AS views FROM statistics
          WHERE tenant = $1 AND event = 'page_view' AND path IS NOT NULL
          GROUP BY path ORDER BY views DESC, path LIMIT 50`,
        [tenant],
      )
      const samples = await db.query<{ date: string; kind: string; metric: string; value: number }>(
        `WITH days AS (SELECT DISTINCT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date
           FROM statistics WHERE tenant = $1 AND event = ANY($2) ORDER BY date DESC LIMIT 14)
         SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date,
                coalesce(kind, 'unknown') AS kind, event AS metric, value
           FROM statistics
          WHERE tenant = $1 AND event = ANY($2) AND value IS NOT NULL
            AND to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') IN (SELECT date FROM days)`,
        [tenant, [...VITALS]],
      )
      return item(c, {
        daily: daily.rows,
        byEvent: byEvent.rows,
        pages: pages.rows.map((p) => ({ path: p.path, kind: p.kind ?? 'unknown', views: p.views })),
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
      // A beacon sends its JSON as text/plain (no CORS preflight); parsed the same.
      const b = await jsonBody(c)
      if (!b) return badRequest(c, 'event wajib diisi')
      const parsed = parseRecordBody(b)
      if (!parsed.ok) return badRequest(c, parsed.message)
      let tenant = optionalTenant(c)
      if (parsed.tenant !== null) {
        tenant = tenantOf(c)
        if (parsed.tenant !== tenant)
          return c.json({ status: false, message: 'Statistik ini untuk situs lain' }, 403)
      }
      const ids: number[] = []
      for (const r of parsed.records) {
        const res = await db.query<{ id: number }>(
          'INSERT INTO statistics (tenant, event, path, kind, value, meta) VALUES ($1,$2,$3,$4,$5,$6) RETURNING id',
          [tenant, r.event, r.path, r.kind, r.value, JSON.stringify(r.meta)],
        )
        ids.push(res.rows[0]!.id)
      }
      if (parsed.tenant === null) return item(c, { id: ids[0]! }, 'Statistik tersimpan')
      return item(c, { ids }, 'Statistik tersimpan')
    })
  },
}
