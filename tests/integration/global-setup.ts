/**
 * Seeds one sandbox database for the whole integration run and dumps it to a file; each test file's
 * sandbox starts from that image (about 0.5 s) instead of initdb + seed (about 2.5 s). Tests that
 * check persistence across restarts still start from an empty data folder.
 *
 * It also makes the shared bundles (dist/.build) current before any file runs: the files that
 * build tenants run in parallel, and on a fresh clone each would otherwise start its own Vite build
 * into the same folder at once.
 *
 * When dist/ is a current build (`npm test` builds before this step), the pages it renders on request
 * call the API baked into them, the e2e sandbox's address (./built-sites.ts `BAKED_API`): a seeded
 * sandbox answers there for the run (unless one already does), for the tests that serve dist/
 * (./served-sites.ts). The e2e stack starts after this step, on the same port.
 */
import { serve } from '@hono/node-server'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { createSandbox } from '../../sandbox/app'
import { ensureBundles } from '../../scripts/release/bundles'
import { sandboxSites } from '../../scripts/sandboxSites'
import { BAKED_API, distIsCurrent } from './built-sites'

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxImage: string
  }
}

const ROOT = join(import.meta.dirname, '../..')

export default async function setup(project: TestProject) {
  // The bundles every build links are production bundles, whoever asks (scripts/build-tenants.ts):
  // under Vitest's NODE_ENV=test they would count as stale and be rebuilt in test mode (React's
  // development JSX runtime), which the next build or the e2e stack then serves or rebuilds again.
  const mode = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await ensureBundles({
      root: ROOT,
      bundleDir: join(ROOT, 'dist', '.build'),
      force: false,
      log: () => undefined,
    })
  } finally {
    if (mode === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = mode
  }
  const dir = await mkdtemp(join(tmpdir(), 'sandbox-image-'))
  const file = join(dir, 'seeded.tar')
  const sandbox = await createSandbox()
  const image = await sandbox.db.dumpDataDir('none')
  await writeFile(file, new Uint8Array(await image.arrayBuffer()))
  await sandbox.close()
  project.provide('sandboxImage', file)
  const stopBaked = await serveBakedApi(image)
  return async () => {
    await stopBaked()
    await rm(dir, { recursive: true, force: true })
  }
}

async function serveBakedApi(image: Blob): Promise<() => Promise<void>> {
  const answering = await fetch(`${BAKED_API}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
    (r) => r.ok,
    () => false,
  )
  if (answering || !distIsCurrent()) return async () => undefined
  const sandbox = await createSandbox({ image, config: sandboxSites() })
  const server = serve({
    fetch: sandbox.app.fetch,
    port: Number(new URL(BAKED_API).port),
    hostname: '127.0.0.1',
  })
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => void sandbox.close().then(() => resolve()))
    })
}
