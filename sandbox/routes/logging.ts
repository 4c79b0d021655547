/** Click logs and statistics records (services host). Payloads are not shown in SPEC §7: ours below. */
import type { SandboxContext, SandboxModule } from '../context'
import { badRequest, item } from '../http'
import { jsonBody, str } from './accounts'

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
  register({ hosts, db }: SandboxContext) {
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
        [c.req.header('X-Tenant-Id') ?? null, from, to, type, timestamp],
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
        [
          c.req.header('X-Tenant-Id') ?? null,
          b.event,
          b.path ?? null,
          b.value ?? null,
          JSON.stringify(b.meta ?? null),
        ],
      )
      return item(c, { id: res.rows[0]!.id }, 'Statistik tersimpan')
    })
  },
}
