/**
 * Seeds one sandbox database for the whole integration run and dumps it to a file; each test file's
 * sandbox starts from that image (about 0.5 s) instead of initdb + seed (about 2.5 s). Tests that
 * check persistence across restarts still start from an empty data folder.
 *
 * It also makes the shared bundles (dist/.build) current before any file runs: the files that
 * build tenants run in parallel, and on a fresh clone each would otherwise start its own Vite build
 * into the same folder at once.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { createSandbox } from '../../sandbox/app'
import { ensureBundles } from '../../scripts/release/bundles'

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxImage: string
  }
}

const ROOT = join(import.meta.dirname, '../..')

export default async function setup(project: TestProject) {
  await ensureBundles({
    root: ROOT,
    bundleDir: join(ROOT, 'dist', '.build'),
    force: false,
    log: () => undefined,
  })
  const dir = await mkdtemp(join(tmpdir(), 'sandbox-image-'))
  const file = join(dir, 'seeded.tar')
  const sandbox = await createSandbox()
  await writeFile(file, new Uint8Array(await (await sandbox.db.dumpDataDir('none')).arrayBuffer()))
  await sandbox.close()
  project.provide('sandboxImage', file)
  return () => rm(dir, { recursive: true, force: true })
}
