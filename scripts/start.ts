/**
 * `npm start`: the whole product on one machine. Starts the sandbox API (http://localhost:4000),
 * builds every tenant against it, and serves them all with the renderer on http://localhost:3000
 * (`http://<key>.localhost:3000` per tenant; bare localhost is the demo site).
 *   SKIP_BUILD=1 npm start   serve the existing dist/ without rebuilding
 *   TENANTS=demo,smkcoding npm start   build only these tenants (faster e2e runs while developing)
 *   REUSE_BUILD=1 npm start   build only when dist/ is not a current build (scripts/buildStamp.ts)
 * The release service runs beside it (RELEASE_PORT): a post published on the writers' desk
 * reaches the lists, feeds, sitemap and search in seconds (README "From Terbitkan to the CDN").
 */
import { startRenderer } from '../renderer/server'
import { tenantKeys } from '../sites/registry'
import { ensureSandbox } from './sandboxForBuild'
import { startReleaseForLocal } from './releaseForStart'
import { buildTenants, buildTenantsOnce } from './spawnBuild'

const env = { ...process.env }
const sandbox = await ensureSandbox(env)

if (process.env.REUSE_BUILD) await buildTenantsOnce(env, tenantKeys())
else if (!process.env.SKIP_BUILD) await buildTenants(env)
// Before the renderer, which forwards the writers' desk's notices to it (RELEASE_URL, RELEASE_SECRET).
const release = await startReleaseForLocal(env, process.env.DIST_DIR)
process.env.RELEASE_URL = env.RELEASE_URL
process.env.RELEASE_SECRET = env.RELEASE_SECRET

const port = Number(process.env.PORT ?? 3000)
const renderer = await startRenderer({ port })
console.log(`\nServing ${tenantKeys().length} tenants:`)
console.log(`  http://localhost:${port}  (demo)`)
for (const key of tenantKeys()) console.log(`  http://${key}.localhost:${port}`)
console.log(`API sandbox: ${env.API_BASE_URL}\nPress Ctrl+C to stop.`)

let closing = false
const shutdown = () => {
  if (closing) return
  closing = true
  void Promise.all([renderer.close(), release?.close(), sandbox?.stop()]).then(() => process.exit(0))
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
