/**
 * The client and server bundles (Vike) and the service-worker bundle, built once for every tenant.
 * Reused when their inputs hash (./inputs.ts) equals the one recorded beside them; `force` rebuilds.
 * The client assets get their `.br`/`.gz` siblings here (renderer/precompress.ts), once per bundle.
 */
import fs from 'node:fs'
import path from 'node:path'
import { precompressDir } from '../../renderer/precompress'
import { bundleServiceWorker } from '../service-worker'
import { bundleInputsHash } from './inputs'

export interface BundleOutcome {
  inputsHash: string
  reused: boolean
  ms: number
}

const HASH_FILE = 'inputs.sha256'

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
  const { build } = await import('vike/api')
  await build({ viteConfig: { logLevel: 'warn', ...options.viteConfig } })
  // The hashed assets are the same for every tenant: compressed here once, at brotli's highest
  // quality, so a tenant's build links them with their `.br`/`.gz` and compresses its pages only.
  await Promise.all([
    precompressDir(path.join(options.bundleDir, 'client')),
    bundleServiceWorker(options.root, path.join(options.bundleDir, 'sw.js')),
  ])
  fs.writeFileSync(path.join(options.bundleDir, HASH_FILE), `${inputsHash}\n`)
  const ms = Math.round(performance.now() - started)
  options.log(`bundles built in ${ms} ms (inputs ${inputsHash.slice(0, 12)})`)
  return { inputsHash, reused: false, ms }
}
