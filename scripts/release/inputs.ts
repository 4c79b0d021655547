/**
 * The content hash of everything the client and server bundles are built from: the source folders,
 * the build configuration and the lock file. Equal hashes mean the bundles in `dist/.build` can be
 * reused; the build writes the hash there last, so an interrupted bundle build is never trusted.
 *
 * Excluded are folders that never reach a bundle (tests, benchmarks, the sandbox, the release
 * scripts other than the service-worker bundler) and generated output. Anything else counts, so a
 * new source folder is covered without touching this list.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'tests',
  'bench',
  'sandbox',
  'test-results',
  'playwright-report',
])
/** Of `scripts/`, only what is bundled: the service worker's bundler settings. */
const SCRIPT_INPUTS = new Set(['scripts/service-worker.ts'])

function isInput(rel: string): boolean {
  const top = rel.split('/')[0]!
  if (top.startsWith('.') || SKIP_DIRS.has(top)) return false
  if (top === 'scripts') return rel === 'scripts' || SCRIPT_INPUTS.has(rel)
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

/** Bumped when what `dist/.build` holds changes shape (2: assets precompressed), so older bundles are rebuilt. */
const BUNDLE_FORMAT = 2

export function bundleInputsHash(root: string): string {
  const hash = createHash('sha256')
  hash.update(`format ${BUNDLE_FORMAT}\0`)
  hash.update(`node ${process.versions.node}\0`)
  // The mode the bundles were built in (React's JSX runtime differs): bundles from another mode are never reused.
  hash.update(`mode ${process.env.NODE_ENV ?? 'development'}\0`)
  for (const rel of bundleInputFiles(root)) {
    hash.update(`${rel}\0`)
    hash.update(fs.readFileSync(path.join(root, rel)))
    hash.update('\0')
  }
  return hash.digest('hex')
}
