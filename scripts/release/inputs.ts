/**
 * The content hash of everything the client and server bundles are built from: the source folders,
 * the build configuration and the lock file. Equal hashes mean the bundles in `dist/.build` can be
 * reused; the build writes the hash there last, so an interrupted bundle build is never trusted.
 *
 * Excluded are folders that never reach a bundle (tests, their kit, benchmarks, the sandbox, the release
 * scripts other than the service-worker bundler) and generated output. Anything else counts, so a
 * new source folder is covered without touching this list.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { ROUTE_FILE_NAMES } from '../routeFileNames'

const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'tests',
  'testkit',
  'bench',
  'sandbox',
  'test-results',
  'playwright-report',
])
/**
 * Of `scripts/`, only what shapes a bundle: the service worker's bundler settings, and the two
 * generators vite.config.ts runs: the font subsetter (its ranges decide the font files the client
 * bundle carries) and the route-file writer (what it writes from sites/routes.ts is Vike's routing).
 */
const SCRIPT_INPUTS = new Set([
  'scripts/serviceWorker.ts',
  'scripts/fontSubsets.ts',
  'scripts/routeFiles.ts',
  'scripts/routeFileNames.ts',
])
/**
 * Written into the source tree by the build itself, from inputs already counted: the fonts' core
 * subsets (scripts/fontSubsets.ts, from the lock file's font packages and sites/fonts.ts), made when
 * Vite starts. Counted, they would change the hash in the middle of the first build of a fresh
 * clone, and every later check in that run would take the build it just made for a stale one.
 */
export const GENERATED_INPUT_DIRS: ReadonlySet<string> = new Set(['shell/styles/fonts'])

/**
 * Likewise the route files of pages/ (scripts/routeFiles.ts, from sites/routes.ts): gitignored, so a
 * fresh clone has them only once the writer or Vite has run, and a hash taken before that would
 * not hold after it.
 */
const isRouteFile = (rel: string) =>
  rel.startsWith('pages/') && (ROUTE_FILE_NAMES as readonly string[]).includes(path.posix.basename(rel))

function isInput(rel: string): boolean {
  const top = rel.split('/')[0]!
  if (top.startsWith('.') || SKIP_DIRS.has(top)) return false
  if (top === 'scripts') return rel === 'scripts' || SCRIPT_INPUTS.has(rel)
  if (GENERATED_INPUT_DIRS.has(rel) || isRouteFile(rel)) return false
  return !rel.endsWith('.md')
}

export function bundleInputFiles(root: string): string[] {
  const files: string[] = []
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name
      if (entry.name === 'node_modules' || !isInput(child)) continue
      if (entry.isDirectory()) walk(child)
      else if (entry.isFile()) files.push(child)
    }
  }
  walk('')
  return files.sort()
}

/**
 * Bumped when what `dist/.build` holds or how this hash is made changes shape (2: assets
 * precompressed; 3: per-file hashes), so older bundles are rebuilt.
 */
const BUNDLE_FORMAT = 3

/** Per-file hashes kept between builds, by path, valid while size, mtime and inode stay the same. */
type StatCache = Record<string, { size: number; mtimeMs: number; ino: number; sha: string }>

/** Out of dist/ (a dry run leaves dist/ alone), beside the worker bundle (./pool.ts). */
export function statCacheFile(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'alkademi-release', 'inputs-stat.json')
}

/** A file modified this recently may change again within the same mtime tick: hashed, not trusted. */
const RACY_MS = 2000

/**
 * The hash of every input. Each file's own hash is reused from the stat cache while its size,
 * mtime and inode are unchanged (as git's index does), so a warm check stats ~1,800 files instead
 * of reading them; `fresh` reads everything.
 */
export function bundleInputsHash(
  root: string,
  { fresh = false, mode = process.env.NODE_ENV ?? 'development' }: { fresh?: boolean; mode?: string } = {},
): string {
  const cacheFile = statCacheFile(root)
  let cache: StatCache = {}
  if (!fresh)
    try {
      cache = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as StatCache
    } catch {
      cache = {}
    }
  const next: StatCache = {}
  const now = Date.now()
  const hash = createHash('sha256')
  hash.update(`format ${BUNDLE_FORMAT}\0`)
  hash.update(`node ${process.versions.node}\0`)
  // The mode the bundles were built in (React's JSX runtime differs): bundles from another mode are never reused.
  hash.update(`mode ${mode}\0`)
  for (const rel of bundleInputFiles(root)) {
    const file = path.join(root, rel)
    const stat = fs.statSync(file)
    const known = cache[rel]
    const sha =
      known && known.size === stat.size && known.mtimeMs === stat.mtimeMs && known.ino === stat.ino
        ? known.sha
        : createHash('sha256').update(fs.readFileSync(file)).digest('hex')
    if (now - stat.mtimeMs > RACY_MS)
      next[rel] = { size: stat.size, mtimeMs: stat.mtimeMs, ino: stat.ino, sha }
    hash.update(`${rel}\0${sha}\0`)
  }
  try {
    const temp = `${cacheFile}.${process.pid}.tmp`
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true })
    fs.writeFileSync(temp, JSON.stringify(next))
    fs.renameSync(temp, cacheFile)
  } catch {
    // a read-only tree: the next check reads the files again
  }
  return hash.digest('hex')
}
