/**
 * `--rollback KEY`: the kept previous output of a tenant becomes live again and the one that was
 * live is kept in its place, so a second rollback rolls forward. Three renames inside `dist/`; the
 * tenant folder is missing only between two of them. The report lists the files that differ, for
 * the CDN purge, exactly as a build would.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { TenantReport } from './report'
import { PREVIOUS_DIR, readVersion } from './version'
import { diffTrees, listFiles, treeBytes } from './tree'

export function rollbackTenant(root: string, key: string): TenantReport {
  const started = performance.now()
  const live = path.join(root, key)
  const previous = path.join(root, PREVIOUS_DIR, key)
  if (!fs.existsSync(previous))
    throw new Error(`no previous output of "${key}" is kept in ${path.relative(process.cwd(), previous)}`)
  const wasLive = readVersion(live)?.buildId ?? null
  // Which bundles made the output now live is not known: the release service's next rebuild of
  // this tenant renders every page (scripts/release/tenant.ts `BUNDLES_OF_LIVE`).
  fs.rmSync(path.join(root, '.bundles', key), { force: true })
  const aside = path.join(root, PREVIOUS_DIR, `${key}.rollback`)
  fs.rmSync(aside, { recursive: true, force: true })
  if (fs.existsSync(live)) fs.renameSync(live, aside)
  fs.renameSync(previous, live)
  if (fs.existsSync(aside)) fs.renameSync(aside, previous)

  const files = diffTrees(previous, live)
  return {
    key,
    status: 'ok',
    buildId: readVersion(live)?.buildId ?? null,
    previousBuildId: wasLive,
    pages: listFiles(live).filter((f) => f.endsWith('.html') && f !== 'offline.html').length,
    bytes: treeBytes(live),
    precacheBytes: null,
    ms: Math.round(performance.now() - started),
    files,
  }
}
