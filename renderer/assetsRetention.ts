/**
 * Keeps the previous build's hashed assets for a while after a tenant is rebuilt, so a visitor who
 * still holds a page of that build can load its chunks (lazy routes, landings) instead of hitting
 * a 404 and SPEC §8's chunk-reload rule, which stays the last resort.
 *
 * Called by scripts/build-tenants.ts with the previous output and the new one before the swap: every
 * file of the previous `assets/` missing from the new one is linked over (a hard link: no bytes
 * copied, and the timestamps are the file's own, so its `.br`/`.gz` stay valid; a copy with its
 * timestamps where linking is refused), and `assets/.retained.json` (never served: dot-files are
 * denied) records since when each was retained. A file retained longer than `keepMs`
 * (ASSET_RETENTION_HOURS, 24) is dropped at the next build: that is the prune.
 */
import fs from 'node:fs'
import path from 'node:path'

export const RETAINED_MANIFEST = '.retained.json'

export interface RetentionResult {
  retained: number
  pruned: number
}

function filesUnder(dir: string, rel = ''): string[] {
  let entries: fs.Dirent[]
  try {
    entries = fs.readdirSync(path.join(dir, rel), { withFileTypes: true })
  } catch {
    return []
  }
  return entries.flatMap((e) => {
    const child = path.join(rel, e.name)
    if (e.isDirectory()) return filesUnder(dir, child)
    return e.isFile() && e.name !== RETAINED_MANIFEST ? [child] : []
  })
}

function readManifest(assetsDir: string): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(path.join(assetsDir, RETAINED_MANIFEST), 'utf8')) as Record<
      string,
      number
    >
  } catch {
    return {}
  }
}

export function retainPreviousAssets(
  previousRoot: string,
  nextRoot: string,
  options: { keepMs?: number; now?: number } = {},
): RetentionResult {
  const keepMs = options.keepMs ?? Number(process.env.ASSET_RETENTION_HOURS ?? 24) * 3_600_000
  const now = options.now ?? Date.now()
  const from = path.join(previousRoot, 'assets')
  const to = path.join(nextRoot, 'assets')
  const since = readManifest(from)
  const next: Record<string, number> = {}
  let retained = 0
  let pruned = 0
  // One listing and one mkdir a folder, not a stat and a mkdir a file: a busy day retains thousands.
  const present = new Set(filesUnder(to))
  const made = new Set<string>()
  for (const rel of filesUnder(from)) {
    if (present.has(rel)) continue
    const target = path.join(to, rel)
    const retainedSince = since[rel] ?? now
    if (now - retainedSince >= keepMs) {
      pruned++
      continue
    }
    if (!made.has(path.dirname(target))) fs.mkdirSync(path.dirname(target), { recursive: true })
    made.add(path.dirname(target))
    // Linked, not copied: a day of deploys retains thousands of files a tenant, and copying them
    // took most of a rebuild's time (bench/LOG.md, "Retained assets and rebuilds"). Nothing
    // writes into a built asset, so the previous output and this one can share the bytes.
    try {
      fs.linkSync(path.join(from, rel), target)
    } catch {
      fs.cpSync(path.join(from, rel), target, { preserveTimestamps: true })
    }
    next[rel] = retainedSince
    retained++
  }
  // Written only when something is retained, so a rebuild that changed nothing stays byte-identical.
  if (retained > 0) {
    fs.mkdirSync(to, { recursive: true })
    fs.writeFileSync(path.join(to, RETAINED_MANIFEST), JSON.stringify(next))
  }
  return { retained, pruned }
}
