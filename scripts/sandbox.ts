/**
 * `npm run sandbox`: the sandbox alone on http://localhost:4000 (SANDBOX_PORT), data in
 * `.sandbox-data/` (SANDBOX_DATA, `:memory:` for none), its CMS seeded with the registry's site
 * names. The sandbox itself knows nothing of the app; this launcher tells it.
 */
import { serve } from '@hono/node-server'
import { createSandbox } from '../sandbox/app'
import { sandboxSites } from './sandboxSites'

const port = Number(process.env.SANDBOX_PORT ?? 4000)
const dataDir = process.env.SANDBOX_DATA ?? '.sandbox-data'

const started = performance.now()
const sandbox = await createSandbox({
  dataDir: dataDir === ':memory:' ? undefined : dataDir,
  config: sandboxSites(),
})
const server = serve(
  { fetch: sandbox.app.fetch, port, hostname: process.env.SANDBOX_HOST ?? '127.0.0.1' },
  () => {
    console.log(`sandbox ready on http://localhost:${port} (${Math.round(performance.now() - started)} ms)`)
  },
)

let closing = false
function shutdown() {
  if (closing) return
  closing = true
  server.close(async () => {
    await sandbox.close()
    process.exit(0)
  })
  setTimeout(() => process.exit(0), 3000).unref()
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
