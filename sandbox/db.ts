/**
 * The sandbox's embedded PostgreSQL (PGlite). Writes of every domain persist here; a data folder
 * survives restarts, no folder means in-memory. Domain modules contribute their tables as migrations.
 */
import { PGlite } from '@electric-sql/pglite'

export type Db = PGlite

export async function openDb(dataDir: string | undefined, migrations: readonly string[]): Promise<Db> {
  const db = dataDir ? new PGlite(dataDir) : new PGlite()
  await db.waitReady
  for (const sql of migrations) await db.exec(sql)
  return db
}
