/**
 * The build of `npm start` and `npm run start:edge`: every tenant, or `TENANTS=a,b`, in a child
 * process, so the sandbox in the caller's process keeps answering the build's requests.
 */
import { spawn } from 'node:child_process'

/** Builds the tenants; true when every one built. */
export async function buildTenants(env: NodeJS.ProcessEnv): Promise<boolean> {
  const only = (env.TENANTS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .flatMap((k) => ['--tenant', k])
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build-tenants.ts', ...only], {
    stdio: 'inherit',
    env,
  })
  const status = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (status !== 0) console.warn('\nSome tenants failed to build (see above); serving the ones that did.\n')
  return status === 0
}

/** The tenants `TENANTS=a,b` names, or every tenant. */
export function requestedTenants(env: NodeJS.ProcessEnv, all: readonly string[]): string[] {
  const only = (env.TENANTS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
  return only.length > 0 ? only : [...all]
}

/**
 * `REUSE_BUILD=1`: builds only when dist/ is not a current build of the requested tenants
 * (scripts/buildStamp.ts), and stamps a build that succeeded.
 */
export async function buildTenantsOnce(env: NodeJS.ProcessEnv, all: readonly string[]): Promise<boolean> {
  const { buildStamp, stampedTenants, tenantsToBuild, writeBuildStamp } = await import('./buildStamp')
  const root = process.cwd()
  const tenants = requestedTenants(env, all)
  const stamp = buildStamp(root, env)
  const missing = tenantsToBuild(root, stamp, tenants)
  if (missing.length === 0) {
    console.log(`dist/ is a current build of ${tenants.length} tenant(s): reused`)
    return true
  }
  const kept = stampedTenants(root, stamp)
  // What is not rebuilt now must be current already; a tenant being rebuilt is not until it is done.
  writeBuildStamp(
    root,
    stamp,
    kept.filter((t) => !missing.includes(t)),
  )
  const ok = await buildTenants({ ...env, TENANTS: missing.join(',') })
  if (ok) writeBuildStamp(root, stamp, [...new Set([...kept, ...missing])])
  return ok
}
