/**
 * `Idempotency-Key` (ours; SPEC §7 names no such header): a request that carries one is answered
 * once. The first answer (status and body) is stored with the key; a repeat of the same method and
 * path returns that stored answer without running the handler again, so a submission the browser
 * queued offline and sent twice (a reload mid-send, two tabs) is stored once. A repeat that arrives
 * while the first is still running waits for it. A key reused on another method or path is a 422.
 * Only answers below 500 are kept: a server error may be retried with the same key.
 */
import type { MiddlewareHandler } from 'hono'
import type { Db } from './db'

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

export const IDEMPOTENCY_MIGRATION = `
CREATE TABLE IF NOT EXISTS idempotency_keys (
  key text PRIMARY KEY,
  method text NOT NULL,
  path text NOT NULL,
  status integer NOT NULL,
  body text NOT NULL,
  content_type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);`

interface Stored {
  method: string
  path: string
  status: number
  body: string
  content_type: string
}

const KEY = /^[A-Za-z0-9_.:-]{8,128}$/

export function idempotencyMiddleware(db: Db): MiddlewareHandler {
  const running = new Map<string, Promise<void>>()
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER)
    if (!key || c.req.method === 'OPTIONS') return next()
    if (!KEY.test(key))
      return c.json({ status: false, message: 'Idempotency-Key: 8–128 huruf, angka, - _ . :' }, 400)

    // Requests with one key run one after another: a repeat that overlaps the first waits for it,
    // then answers from the stored row. The queue is joined before any await, so none slips past.
    const previous = running.get(key) ?? Promise.resolve()
    let release!: () => void
    const mine = new Promise<void>((resolve) => (release = resolve))
    const tail = previous.then(() => mine)
    running.set(key, tail)
    await previous
    try {
      const res = await db.query<Stored>(
        'SELECT method, path, status, body, content_type FROM idempotency_keys WHERE key = $1',
        [key],
      )
      const row = res.rows[0]
      if (row) {
        if (row.method !== c.req.method || row.path !== c.req.path)
          return c.json(
            { status: false, message: 'Idempotency-Key sudah dipakai untuk permintaan lain' },
            422,
          )
        return c.body(row.body, row.status as 200, {
          'Content-Type': row.content_type,
          'Idempotent-Replayed': 'true',
        })
      }
      await next()
      if (c.res.status < 500) {
        const body = await c.res.clone().text()
        await db.query(
          `INSERT INTO idempotency_keys (key, method, path, status, body, content_type)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (key) DO NOTHING`,
          [
            key,
            c.req.method,
            c.req.path,
            c.res.status,
            body,
            c.res.headers.get('Content-Type') ?? 'application/json',
          ],
        )
      }
    } finally {
      release()
      if (running.get(key) === tail) running.delete(key)
    }
  }
}
