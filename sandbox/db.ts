/**
 * The sandbox's embedded PostgreSQL (PGlite). Writes of every domain persist here; a data folder
 * survives restarts, no folder means in-memory. Domain modules contribute their tables as migrations.
 */
import { PGlite } from '@electric-sql/pglite'

export type Db = PGlite

/**
 * `image`: a dumped database (`db.dumpDataDir()`) to start from instead of an empty one. Opening
 * one takes about 0.5 s against 2.5 s for initdb + seed, which is what lets every integration test
 * file have a sandbox of its own.
 */
export async function openDb(
  dataDir: string | undefined,
  migrations: readonly string[],
  image?: Blob,
): Promise<Db> {
  const db = new PGlite({ dataDir, loadDataDir: image })
  await db.waitReady
  for (const sql of migrations) await db.exec(sql)
  return db
}
