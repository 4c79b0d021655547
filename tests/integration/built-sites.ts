/**
 * The built sites an integration test reads: `dist/` itself when it is a current build of those
 * tenants (scripts/buildStamp.ts; `npm test` builds once before the integration step, for the e2e
 * stack), else a build of just those tenants into a temporary folder against the test's sandbox.
 * Markup checks read the files and serve them through the renderer with the test's own sandbox as
 * API_BASE_URL; the pages' baked sandbox address (the e2e one) plays no part in them.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { E2E_SANDBOX_PORT, E2E_STACK_ENV } from '../../playwright.config'
import { buildStamp, stampedTenants, tenantsToBuild } from '../../scripts/buildStamp'

const ROOT = path.resolve(import.meta.dirname, '../..')

export interface BuiltSites {
  dir: string
  /** Whether `dir` is the reused dist/ (not to be removed). */
  reused: boolean
  remove(): void
}

/**
 * Where the pages of a reused dist/ call the API when rendered on request: the e2e sandbox's
 * address, baked into each tenant's runtime (`site.json`). ./global-setup.ts serves a seeded sandbox
 * there for the run when dist/ is a current build and nothing answers there yet.
 */
export const BAKED_API = `http://localhost:${E2E_SANDBOX_PORT}`

/** The stamp dist/ carries when scripts/e2eBuild.ts (or the e2e stack) built it. */
export function e2eStamp(): string {
  return buildStamp(ROOT, {
    ...process.env,
    ...E2E_STACK_ENV,
    API_BASE_URL: process.env.API_BASE_URL ?? BAKED_API,
  })
}

/** Whether dist/ holds a current e2e build of any tenant, which the integration tests would reuse. */
export const distIsCurrent = (): boolean => stampedTenants(ROOT, e2eStamp()).length > 0

export async function builtSites(
  keys: readonly string[],
  apiBaseUrl: string,
  prefix: string,
): Promise<BuiltSites> {
  if (tenantsToBuild(ROOT, e2eStamp(), keys).length === 0)
    return { dir: path.join(ROOT, 'dist'), reused: true, remove: () => undefined }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/build-tenants.ts', ...keys.flatMap((k) => ['--tenant', k])],
    {
      cwd: ROOT,
      env: { ...process.env, API_BASE_URL: apiBaseUrl, DIST_DIR: dir },
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  return { dir, reused: false, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}
