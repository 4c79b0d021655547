/**
 * Click logs and statistics records (services host). Payloads are not shown in SPEC §7: ours below.
 * `GET v1/statistics/summary` (not in SPEC §7; ours, for the admin dashboard on /Welcome): the
 * recorded events counted per day (the 14 most recent days that have records) and per event name,
 * for administrators only (401 without a login, 403 for other roles).
 */
import type { SandboxContext, SandboxModule } from '../context'
import type { Db } from '../db'
import { badRequest, item } from '../http'
import { daysBefore, rng } from '../seed/random'
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
        `INSERT INTO statistics (tenant, event, path, created_at)
         SELECT 'demo', $1, '/', $2::timestamptz FROM generate_series(1, $3::int)`,
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
      return item(c, { daily: daily.rows, byEvent: byEvent.rows })
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
      const b = await jsonBody(c)
      if (!b || !str(b.event, 100)) return badRequest(c, 'event wajib diisi')
      if (b.value !== undefined && typeof b.value !== 'number') return badRequest(c, 'value harus angka')
      if (b.path !== undefined && !str(b.path, 2000)) return badRequest(c, 'path tidak valid')
      const res = await db.query<{ id: number }>(
        'INSERT INTO statistics (tenant, event, path, value, meta) VALUES ($1,$2,$3,$4,$5) RETURNING id',
        [optionalTenant(c), b.event, b.path ?? null, b.value ?? null, JSON.stringify(b.meta ?? null)],
      )
      return item(c, { id: res.rows[0]!.id }, 'Statistik tersimpan')
    })
  },
}
