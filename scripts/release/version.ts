/**
 * A tenant output's `version.json` and where the previous output is kept. Kept apart from
 * ./tenant.ts so the build's parent process (and `--rollback`) do not load the pre-render pipeline
 * (Vike, the feeds, the service-worker tools), which only the workers need.
 */
import fs from 'node:fs'
import path from 'node:path'

export const PREVIOUS_DIR = '.previous'

export function readVersion(siteRoot: string): { buildId: string; builtAt?: string } | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(siteRoot, 'version.json'), 'utf8')) as { buildId: string }
  } catch {
    return null
  }
}
