/**
 * Release tool: builds the client once, then pre-renders every static route once per tenant into
 * its own self-contained site root `dist/<key>/` (HTML, assets, version.json, site.json, logo).
 *
 *   tsx scripts/build-tenants.ts                 all tenants
 *   tsx scripts/build-tenants.ts --tenant smkcoding --tenant demo
 *   tsx scripts/build-tenants.ts --list          list the tenant keys
 *   tsx scripts/build-tenants.ts --skip-client   reuse dist/.build (pre-render only)
 *
 * Each tenant's settings are fetched from the configured API (API_BASE_URL; the local sandbox by
 * default, started in-process when nothing answers) and baked in. A tenant that fails fails alone,
 * with its reason; its previous output stays (written aside, then swapped). Exit code 1 when any
 * tenant failed.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { build, prerender } from 'vike/api'
import { getTenant, tenantKeys } from '../sites/registry'
import { logoSvg, shareImageSvg } from '../sites/logo'
import { offlinePageHtml } from '../sites/offlinePage'
import { loadSiteRuntime, type SiteRuntime } from '../sites/runtime'
import { ensureSandbox } from './sandbox-for-build'
import { bundleServiceWorker, injectTenantManifest } from './service-worker'

const ROOT = path.resolve(import.meta.dirname, '..')
const DIST = path.join(ROOT, 'dist')
const BUILD_DIR = path.join(DIST, '.build')
const CLIENT_DIR = path.join(BUILD_DIR, 'client')
const SW_BUNDLE = path.join(BUILD_DIR, 'sw.js')

export interface TenantOutcome {
  key: string
  ok: boolean
  pages: number
  bytes: number
  /** What the service worker downloads in the background on a first visit. */
  precacheBytes: number
  ms: number
  error?: string
}

function parseArgs(argv: string[]) {
  const tenants: string[] = []
  let list = false
  let skipClient = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--tenant' || arg === '-t') {
      const key = argv[++i]
      if (!key) throw new Error('--tenant needs a layout key')
      tenants.push(key)
    } else if (arg?.startsWith('--tenant=')) tenants.push(arg.slice('--tenant='.length))
    else if (arg === '--list') list = true
    else if (arg === '--skip-client') skipClient = true
    else throw new Error(`Unknown argument ${arg}. Use --tenant KEY (repeatable), --list, --skip-client.`)
  }
  return { tenants, list, skipClient }
}

function dirSize(dir: string): { files: number; bytes: number } {
  let files = 0
  let bytes = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      files++
      bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size
    }
  }
  return { files, bytes }
}

async function prerenderTenant(site: SiteRuntime, staging: string): Promise<number> {
  let pages = 0
  await prerender({
    pageContextInit: { site },
    onPagePrerender: async (pageContext: { _prerenderResult: { filePath: string; fileContent: string } }) => {
      const { filePath, fileContent } = pageContext._prerenderResult
      const target = path.join(staging, path.relative(CLIENT_DIR, filePath))
      await fs.promises.mkdir(path.dirname(target), { recursive: true })
      await fs.promises.writeFile(target, fileContent)
      if (target.endsWith('.html')) pages++
    },
  } as Parameters<typeof prerender>[0])
  return pages
}

async function buildTenant(key: string, buildId: string, env: NodeJS.ProcessEnv): Promise<TenantOutcome> {
  const started = performance.now()
  const staging = path.join(DIST, '.staging', key)
  const elapsed = () => Math.round(performance.now() - started)
  try {
    const tenant = getTenant(key)
    if (!tenant) throw new Error(`unknown tenant key "${key}" (see --list)`)
    const { site, settingsError } = await loadSiteRuntime(key, env, buildId)
    if (settingsError) throw new Error(settingsError)

    fs.rmSync(staging, { recursive: true, force: true })
    fs.cpSync(CLIENT_DIR, staging, { recursive: true })
    const pages = await prerenderTenant(site, staging)
    fs.writeFileSync(
      path.join(staging, 'version.json'),
      JSON.stringify({ buildId, tenant: key, builtAt: new Date().toISOString() }),
    )
    fs.writeFileSync(path.join(staging, 'site.json'), JSON.stringify(site))
    fs.writeFileSync(path.join(staging, 'logo.svg'), logoSvg(tenant))
    fs.writeFileSync(path.join(staging, 'favicon.svg'), logoSvg(tenant))
    fs.writeFileSync(path.join(staging, 'og-image.svg'), shareImageSvg(tenant))
    fs.writeFileSync(path.join(staging, 'offline.html'), offlinePageHtml(tenant))
    const precache = await injectTenantManifest(SW_BUNDLE, staging)
    ;(await import('../renderer/assetsRetention')).retainPreviousAssets(path.join(DIST, key), staging)
    await (await import('../renderer/precompress')).precompressDir(staging)

    // Swap: the previous output is replaced only by a complete new one.
    const target = path.join(DIST, key)
    const old = path.join(DIST, '.old', key)
    fs.rmSync(old, { recursive: true, force: true })
    fs.mkdirSync(path.dirname(old), { recursive: true })
    if (fs.existsSync(target)) fs.renameSync(target, old)
    fs.renameSync(staging, target)
    fs.rmSync(old, { recursive: true, force: true })
    return { key, ok: true, pages, bytes: dirSize(target).bytes, precacheBytes: precache.size, ms: elapsed() }
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true })
    return {
      key,
      ok: false,
      pages: 0,
      bytes: 0,
      precacheBytes: 0,
      ms: elapsed(),
      error: error instanceof Error ? error.message : String(error),
    }
  }
}

function table(outcomes: TenantOutcome[]): string {
  const rows = outcomes.map((o) => [
    o.key,
    o.ok ? String(o.pages) : '-',
    o.ok ? (o.bytes / 1024).toFixed(0) : '-',
    o.ok ? (o.precacheBytes / 1024).toFixed(0) : '-',
    String(o.ms),
    o.ok ? 'ok' : 'FAILED',
  ])
  const head = ['tenant', 'pages', 'KB', 'precache KB', 'ms', 'status']
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 || i === 5 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}

export async function buildTenants(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<TenantOutcome[]> {
  const args = parseArgs(argv)
  if (args.list) {
    console.log(tenantKeys().join('\n'))
    return []
  }
  const keys = args.tenants.length ? args.tenants : tenantKeys()
  const sandbox = await ensureSandbox(env)
  try {
    const t0 = performance.now()
    if (!args.skipClient || !fs.existsSync(CLIENT_DIR) || !fs.existsSync(SW_BUNDLE)) {
      console.log('building client and server bundles…')
      await build({ viteConfig: { logLevel: 'warn' } })
      await bundleServiceWorker(ROOT, SW_BUNDLE)
      console.log(`bundles built in ${Math.round(performance.now() - t0)} ms`)
    }
    const buildId = `${new Date().toISOString().replace(/[-:T]/g, '').slice(0, 12)}-${randomUUID().slice(0, 8)}`
    const outcomes: TenantOutcome[] = []
    for (const [i, key] of keys.entries()) {
      const outcome = await buildTenant(key, buildId, env)
      outcomes.push(outcome)
      const status = outcome.ok
        ? `${outcome.pages} pages, ${(outcome.bytes / 1024).toFixed(0)} KB, precache ${(outcome.precacheBytes / 1024).toFixed(0)} KB`
        : `FAILED: ${outcome.error}`
      console.log(
        `[${String(i + 1).padStart(2)}/${keys.length}] ${key.padEnd(20)} ${String(outcome.ms).padStart(5)} ms  ${status}`,
      )
    }
    fs.rmSync(path.join(DIST, '.staging'), { recursive: true, force: true })
    fs.rmSync(path.join(DIST, '.old'), { recursive: true, force: true })
    console.log(`\n${table(outcomes)}`)
    const failed = outcomes.filter((o) => !o.ok)
    console.log(
      `\n${outcomes.length - failed.length} of ${outcomes.length} tenants built in ${Math.round(performance.now() - t0)} ms (build ${buildId})` +
        (failed.length ? `; failed: ${failed.map((f) => f.key).join(', ')}` : ''),
    )
    return outcomes
  } finally {
    await sandbox?.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildTenants(process.argv.slice(2)).then(
    (outcomes) => process.exit(outcomes.some((o) => !o.ok) ? 1 : 0),
    (error) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
