/**
 * When no API is configured (API_BASE_URL unset), builds and the local server use the sandbox on
 * http://localhost:4000 (SANDBOX_PORT); if nothing answers there, one is started in-process for as long as needed.
 *
 * An in-memory sandbox (`SANDBOX_DATA=:memory:`) starts from a seeded database image kept in
 * node_modules/.cache, named by the hash of the sandbox's sources and PGlite's version: opening it
 * takes about 0.5 s against 3–5 s for initdb and the seed (as the integration tests do,
 * tests/integration/global-setup.ts). The seed reads nothing but its code, so the image is the
 * database a fresh seed gives; a change to the sandbox makes a new one.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 4000)
export const SANDBOX_URL = `http://localhost:${SANDBOX_PORT}`

export async function ensureSandbox(env: NodeJS.ProcessEnv): Promise<{ stop(): Promise<void> } | undefined> {
  if (env.API_BASE_URL) return undefined
  env.API_BASE_URL = SANDBOX_URL
  // Loaded only when needed (a build against a configured API does not pay for PGlite), and while
  // the health check runs.
  const modules = Promise.all([import('@hono/node-server'), import('../sandbox/app')])
  modules.catch(() => undefined)
  const alive = await fetch(`${SANDBOX_URL}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
    (r) => r.ok,
    () => false,
  )
  if (alive) return undefined
  const [{ serve }, { createSandbox }] = await modules
  const { sandboxSites } = await import('./sandboxSites')
  // `:memory:` keeps nothing on disk, as in scripts/sandbox.ts (PGlite would make a folder of that name).
  const inMemory = env.SANDBOX_DATA === ':memory:'
  const imageFile = inMemory ? seededImageFile() : undefined
  const image = imageFile && fs.existsSync(imageFile) ? new Blob([fs.readFileSync(imageFile)]) : undefined
  const sandbox = await createSandbox({
    dataDir: inMemory ? undefined : (env.SANDBOX_DATA ?? '.sandbox-data'),
    image,
    config: sandboxSites(),
  })
  if (imageFile && !image) await saveImage(imageFile, await sandbox.db.dumpDataDir('none'))
  const server = serve({ fetch: sandbox.app.fetch, port: SANDBOX_PORT, hostname: '127.0.0.1' })
  console.log(`started the sandbox on ${SANDBOX_URL}`)
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => void sandbox.close().then(() => resolve()))
      }),
  }
}

const ROOT = path.resolve(import.meta.dirname, '..')

/** The image of a freshly seeded sandbox of these sources. */
function seededImageFile(): string {
  const hash = createHash('sha256')
  const pglite = path.join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json')
  hash.update(fs.existsSync(pglite) ? fs.readFileSync(pglite) : 'no pglite')
  const dir = path.join(ROOT, 'sandbox')
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(dir, file)
    if (!fs.statSync(full).isFile()) continue
    hash.update(`${file}\0`).update(fs.readFileSync(full)).update('\0')
  }
  const name = `sandbox-seeded-${hash.digest('hex').slice(0, 16)}.tar`
  return path.join(ROOT, 'node_modules', '.cache', 'alkademi-release', name)
}

/** Written aside and renamed: a build started meanwhile never opens half a file. Older images go. */
async function saveImage(file: string, image: Blob): Promise<void> {
  const dir = path.dirname(file)
  fs.mkdirSync(dir, { recursive: true })
  for (const old of fs.readdirSync(dir))
    if (old.startsWith('sandbox-seeded-') && old !== path.basename(file))
      fs.rmSync(path.join(dir, old), { force: true })
  const temp = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temp, new Uint8Array(await image.arrayBuffer()))
  fs.renameSync(temp, file)
}
