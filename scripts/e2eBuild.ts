/**
 * `npm test`'s build step: every tenant built once, against the sandbox port the e2e stack uses (its
 * address is baked into the pages), stamped (scripts/buildStamp.ts) so that the Playwright web server
 * and the integration tests that read built sites reuse it. Nothing is built when dist/ is current.
 */
import { E2E_STACK_ENV } from '../playwright.config'
import { tenantKeys } from '../sites/registry'

const env: NodeJS.ProcessEnv = { ...process.env, ...E2E_STACK_ENV }
// The sandbox module reads its port when loaded: set before the import.
process.env.SANDBOX_PORT = env.SANDBOX_PORT
const { ensureSandbox } = await import('./sandboxForBuild')
const { buildTenantsOnce } = await import('./spawnBuild')
const sandbox = await ensureSandbox(env)
const ok = await buildTenantsOnce(env, tenantKeys())
await sandbox?.stop()
process.exit(ok ? 0 : 1)
