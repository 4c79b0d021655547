/**
 * One build per test run: a stamp of what the built tenants in dist/ were made from, so the e2e stack
 * (scripts/start.ts with `REUSE_BUILD=1`, as playwright.config.ts starts it) and `npm test`'s build
 * step build only when something that shapes the output changed, and running one spec file alone
 * takes no full build when dist/ is current.
 *
 * The stamp covers: the bundle inputs' hash (scripts/release/inputs.ts: the app's sources, build
 * configuration, lock file), the sandbox (its seed and routes are what the pages are pre-rendered
 * from), the build scripts and the registry, and the environment the pages bake in (the sandbox
 * address, analytics ids, API overrides). It also lists the tenants built, so a stamp of a build of
 * two tenants does not stand for all forty.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { bundleInputsHash } from './release/inputs'

const STAMP_FILE = 'dist/.build-stamp.json'

interface Stamp {
  stamp: string
  tenants: string[]
}

function hashTree(hash: ReturnType<typeof createHash>, root: string, rel: string) {
  const dir = path.join(root, rel)
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const child = `${rel}/${entry.name}`
    if (entry.isDirectory()) hashTree(hash, root, child)
    else if (entry.isFile() && /\.(ts|tsx|json|mjs|js)$/.test(entry.name)) {
      hash.update(child)
      hash.update(fs.readFileSync(path.join(root, child)))
    }
  }
}

/** The environment variables whose values end up in the built pages. */
const bakedEnv = (env: NodeJS.ProcessEnv) =>
  Object.keys(env)
    .filter((k) => /^(API_|ANALYTICS_|APP_TOKEN_|SANDBOX_PORT$|SOURCE_DATE_EPOCH$)/.test(k))
    .sort()
    .map((k) => `${k}=${env[k]}`)

export function buildStamp(root: string, env: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256')
  // The tenants are always built in production mode (scripts/build-tenants.ts), whoever asks: a test
  // runner's NODE_ENV=test (the integration tests that read dist/) must find the same build current.
  hash.update(bundleInputsHash(root, { mode: 'production' }))
  for (const dir of ['sandbox', 'scripts', 'sites']) hashTree(hash, root, dir)
  hash.update(bakedEnv(env).join('\n'))
  return hash.digest('hex')
}

function readStamp(root: string): Stamp | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, STAMP_FILE), 'utf8')) as Stamp
  } catch {
    return null
  }
}

/** Those of `tenants` that dist/ holds no build of made from what `stamp` describes. */
export function tenantsToBuild(root: string, stamp: string, tenants: readonly string[]): string[] {
  const saved = readStamp(root)
  if (saved?.stamp !== stamp) return [...tenants]
  return tenants.filter((t) => !saved.tenants.includes(t))
}

/** The tenants a current build (same `stamp`) already holds, none when the stamp differs. */
export function stampedTenants(root: string, stamp: string): string[] {
  const saved = readStamp(root)
  return saved?.stamp === stamp ? saved.tenants : []
}

/** A tenant rebuilt out of band (a test's redeploy): the next run builds it again. */
export function forgetStampedTenant(root: string, tenant: string) {
  const saved = readStamp(root)
  if (saved)
    writeBuildStamp(
      root,
      saved.stamp,
      saved.tenants.filter((t) => t !== tenant),
    )
}

export function writeBuildStamp(root: string, stamp: string, tenants: readonly string[]) {
  fs.mkdirSync(path.join(root, 'dist'), { recursive: true })
  fs.writeFileSync(path.join(root, STAMP_FILE), `${JSON.stringify({ stamp, tenants }, null, 2)}\n`)
}

/** A build that may have changed dist/ without finishing: the stamp no longer holds. */
export function clearBuildStamp(root: string) {
  fs.rmSync(path.join(root, STAMP_FILE), { force: true })
}
