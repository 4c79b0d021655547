/**
 * Accepted statistics are written in bulk: records wait in memory and go to the table in one
 * `INSERT … SELECT FROM unnest(…)` at most `FLUSH_MS` later (or at once past `FLUSH_ROWS`). One insert
 * per record made a flood of 5,000 beacons take over a minute, every beacon waiting its turn at the
 * single database connection; in bulk, the flood is held at the speed of HTTP. The summary flushes
 * first, so what was accepted is always what it reads.
 */
import type { Db } from './db'
import type { RecordInput } from './statistics'

const FLUSH_MS = 100
const FLUSH_ROWS = 2000

interface Row extends RecordInput {
  tenant: string | null
}

export class StatisticsWriter {
  private rows: Row[] = []
  private timer: ReturnType<typeof setTimeout> | undefined
  private writing: Promise<void> = Promise.resolve()

  constructor(private readonly db: Db) {}

  add(tenant: string | null, records: readonly RecordInput[]) {
    for (const r of records) this.rows.push({ tenant, ...r })
    if (this.rows.length >= FLUSH_ROWS) void this.flush()
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS)
  }

  /** Writes everything waiting; resolves once every earlier write is in the table. */
  flush(): Promise<void> {
    clearTimeout(this.timer)
    this.timer = undefined
    const rows = this.rows
    this.rows = []
    if (rows.length > 0)
      this.writing = this.writing.then(() =>
        this.db
          .query(
            `INSERT INTO statistics (tenant, event, path, kind, value)
             SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::float8[])`,
            [
              rows.map((r) => r.tenant),
              rows.map((r) => r.event),
              rows.map((r) => r.path ?? null),
              rows.map((r) => r.kind ?? null),
              rows.map((r) => r.value ?? null),
            ],
          )
          .then(
            () => undefined,
            (error: unknown) => console.error('[sandbox] statistics not written:', error),
          ),
      )
    return this.writing
  }
}
