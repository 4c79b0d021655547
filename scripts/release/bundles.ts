/**
 * The client and server bundles (Vike) and the service-worker bundle, built once for every tenant.
 * Reused when their inputs hash (./inputs.ts) equals the one recorded beside them; `force` rebuilds.
 * The client assets get their `.br`/`.gz` siblings here (renderer/precompress.ts), once per bundle.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { precompressDir } from '../../renderer/precompress'
import { bundleServiceWorker } from '../serviceWorker'
import { bundleInputsHash } from './inputs'
import { linkOrCopy, listFiles } from './tree'

export interface BundleOutcome {
  inputsHash: string
  reused: boolean
  ms: number
  /** Milliseconds of each part of a bundle build (vite, compress, serviceWorker; they overlap). */
  steps?: Record<string, number>
  /** The peak resident memory of the Vite build's own process. */
  peakRssBytes?: number
}

export const HASH_FILE = 'inputs.sha256'

export function bundlesUpToDate(bundleDir: string, inputsHash: string): boolean {
  try {
    return (
      fs.readFileSync(path.join(bundleDir, HASH_FILE), 'utf8').trim() === inputsHash &&
      fs.existsSync(path.join(bundleDir, 'client')) &&
      fs.existsSync(path.join(bundleDir, 'server')) &&
      fs.existsSync(path.join(bundleDir, 'sw.js'))
    )
  } catch {
    return false
  }
}

export async function ensureBundles(options: {
  root: string
  bundleDir: string
  force: boolean
  viteConfig?: Record<string, unknown>
  log: (line: string) => void
}): Promise<BundleOutcome> {
  const started = performance.now()
  const inputsHash = bundleInputsHash(options.root)
  if (!options.force && bundlesUpToDate(options.bundleDir, inputsHash)) {
    options.log(`bundles unchanged (inputs ${inputsHash.slice(0, 12)}), reused; --force rebuilds them`)
    return { inputsHash, reused: true, ms: Math.round(performance.now() - started) }
  }
  options.log('building client and server bundles…')
  fs.rmSync(path.join(options.bundleDir, HASH_FILE), { force: true })
  const since = (t: number) => Math.round(performance.now() - t)
  const steps: Record<string, number> = {}
  // The service worker is bundled (esbuild, into bundleDir/sw.js, beside Vite's client/ and
  // server/ folders, which are all Vite empties) while Vite builds.
  const swStarted = performance.now()
  const sw = bundleServiceWorker(options.root, path.join(options.bundleDir, 'sw.js')).then(
    () => (steps.serviceWorker = since(swStarted)),
  )
  sw.catch(() => undefined) // awaited below
  const viteStarted = performance.now()
  const { peakRssBytes } = await viteBuild(options.root, { logLevel: 'warn', ...options.viteConfig })
  steps.vite = since(viteStarted)
  // The hashed assets are the same for every tenant: compressed here once, at brotli's highest
  // quality, so a tenant's build links them with their `.br`/`.gz` and compresses its pages only.
  const compressStarted = performance.now()
  const clientDir = path.join(options.bundleDir, 'client')
  const cache = compressedCache(options.root)
  const sources = reuseCompressed(clientDir, cache)
  await precompressDir(clientDir)
  keepCompressed(clientDir, sources, cache)
  steps.compress = since(compressStarted)
  await sw
  fs.writeFileSync(path.join(options.bundleDir, HASH_FILE), `${inputsHash}\n`)
  const ms = since(started)
  options.log(`bundles built in ${ms} ms (inputs ${inputsHash.slice(0, 12)})`)
  return { inputsHash, reused: false, ms, steps, peakRssBytes }
}

/**
 * Vike's build of the client and server bundles in a plain Node process: in the build's own
 * process Vite's modules load through tsx's hooks, which made the same build about 2 s longer
 * (8.0–8.3 s against 5.8–6.0 s at load 5, bench/LOG.md "Two-core build").
 */
function viteBuild(root: string, viteConfig: Record<string, unknown>): Promise<{ peakRssBytes: number }> {
  // It says its peak resident memory last, for the build's memory figure.
  const script = [
    "const { build } = await import('vike/api')",
    'await build({ viteConfig: JSON.parse(process.argv[1]) })',
    'process.send({ peakRssBytes: process.resourceUsage().maxRSS * 1024 }, () => process.exit(0))',
  ].join('; ')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(viteConfig)], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    let peakRssBytes = 0
    child.on('message', (m: { peakRssBytes: number }) => (peakRssBytes = m.peakRssBytes))
    child.on('error', reject)
    child.on('close', (code, signal) =>
      code === 0
        ? resolve({ peakRssBytes })
        : reject(new Error(`vike build stopped (${signal ?? `exit code ${code}`})`)),
    )
  })
}

/**
 * The `.br`/`.gz` of hashed assets from earlier bundle builds, by the content they compress: a
 * chunk whose bytes did not change (most of them after a small change, all of them for `--force`
 * on the same sources) takes its siblings from here instead of brotli at quality 11 again (about
 * 1.7 s of CPU for the whole client). Same compressor, same settings: the same bytes.
 */
export function compressedCache(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'alkademi-release', 'compressed')
}

const SIBLINGS = ['.br', '.gz'] as const
const isSibling = (file: string) => SIBLINGS.some((ext) => file.endsWith(ext))

/** Puts the cached siblings beside the client's files; returns each file's content key. */
export function reuseCompressed(clientDir: string, cache: string): Map<string, string> {
  const keys = new Map<string, string>()
  for (const file of listFiles(clientDir)) {
    // Hashed assets only: precompressDir leaves their siblings alone (others it would write through the link).
    if (isSibling(file) || !file.startsWith('assets/')) continue
    const full = path.join(clientDir, file)
    const key = createHash('sha256').update(fs.readFileSync(full)).digest('hex')
    keys.set(file, key)
    for (const ext of SIBLINGS) {
      const cached = path.join(cache, key + ext)
      if (fs.existsSync(cached) && !fs.existsSync(full + ext)) linkOrCopy(cached, full + ext)
    }
  }
  return keys
}

/** Keeps this build's siblings in the cache, and only those (its size stays one client's). */
export function keepCompressed(clientDir: string, keys: Map<string, string>, cache: string): void {
  fs.mkdirSync(cache, { recursive: true })
  const kept = new Set<string>()
  for (const [file, key] of keys)
    for (const ext of SIBLINGS) {
      const sibling = path.join(clientDir, file + ext)
      if (!fs.existsSync(sibling)) continue
      const cached = path.join(cache, key + ext)
      if (!fs.existsSync(cached)) linkOrCopy(sibling, cached)
      kept.add(key + ext)
    }
  for (const name of fs.readdirSync(cache))
    if (!kept.has(name)) fs.rmSync(path.join(cache, name), { force: true })
}
