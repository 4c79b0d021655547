/**
 * When no API is configured (API_BASE_URL unset), builds and the local server use the sandbox on
 * http://localhost:4000 (SANDBOX_PORT); if nothing answers there, one is started in-process for as long as needed.
 */
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
  const { displayNames } = await import('../sites/registry')
  const sandbox = await createSandbox({
    // `:memory:` keeps nothing on disk, as in scripts/sandbox.ts (PGlite would make a folder of that name).
    dataDir: env.SANDBOX_DATA === ':memory:' ? undefined : (env.SANDBOX_DATA ?? '.sandbox-data'),
    config: { siteTitles: displayNames() },
  })
  const server = serve({ fetch: sandbox.app.fetch, port: SANDBOX_PORT, hostname: '127.0.0.1' })
  console.log(`started the sandbox on ${SANDBOX_URL}`)
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => void sandbox.close().then(() => resolve()))
      }),
  }
}
