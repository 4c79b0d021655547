/**
 * Release tool: builds the bundles once (reused while their sources are unchanged), then
 * pre-renders every static route once per tenant into its own self-contained site root
 * `dist/<key>/` (HTML, assets, version.json, site.json, logo, sw.js), and writes
 * `dist/build-report.json`. README "Release flow" is the user's guide.
 *
 *   tsx scripts/build-tenants.ts                     all tenants
 *   tsx scripts/build-tenants.ts --tenant smkcoding  one (repeatable)
 *   tsx scripts/build-tenants.ts --force             rebuild the bundles even if their inputs did not change
 *   tsx scripts/build-tenants.ts --check             dry run into a temporary folder; dist/ untouched
 *   tsx scripts/build-tenants.ts --rollback KEY      make KEY's previous output live again
 *   tsx scripts/build-tenants.ts --list              list the tenant keys
 *   tsx scripts/build-tenants.ts --skip-client       reuse dist/.build as it is (no input check)
 *
 * Each tenant's settings are fetched from the configured API (API_BASE_URL; the local sandbox by
 * default, started in-process when nothing answers) and baked in. Outputs are reproducible: the
 * build id is a hash of the tenant's bytes and `builtAt` is SOURCE_DATE_EPOCH (else the commit
 * time). A tenant that fails fails alone, with its reason, and its live output stays. A tenant whose
 * output changed becomes live and its previous output is kept in `dist/.previous/<key>` for
 * `--rollback`; an unchanged one is left as it is. Exit code 1 when any tenant failed.
 * `DIST_DIR` moves the live outputs (as for the renderer); the bundles stay in `dist/.build`.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { tenantKeys } from '../sites/registry'
import { ensureBundles, type BundleOutcome } from './release/bundles'
import { sourceDateEpoch } from './release/epoch'
import { reportTable, withPurge, writeReport, type BuildReport } from './release/report'
import { edgeOptionsFromEnv, writeEdgeConfig } from '../deploy/nginx'
import { bundleRenderer } from '../deploy/renderer'
import { PURGE_DIR, readPurgeList, writePurgeList } from '../deploy/purge'
import { cdnSettings, purgeSummary, purgeTenant, reloadVcl } from '../deploy/cdn'
import { backendOf, writeCdnConfig } from '../deploy/varnish'
import { hstsValue } from '../renderer/headers'
import { rollbackTenant } from './release/rollback'
import { bundleWorker, startPool, workerCount } from './release/pool'
import { readVersion } from './release/version'
import { ensureSandbox } from './sandboxForBuild'

const ROOT = path.resolve(import.meta.dirname, '..')
const DIST = path.join(ROOT, 'dist')
export const REPORT_FILE = 'build-report.json'

export interface BuildArgs {
  tenants: string[]
  list: boolean
  skipClient: boolean
  force: boolean
  check: boolean
  rollback: string | null
}

export function parseArgs(argv: string[]): BuildArgs {
  const args: BuildArgs = {
    tenants: [],
    list: false,
    skipClient: false,
    force: false,
    check: false,
    rollback: null,
  }
  const value = (i: number, flag: string) => {
    const v = argv[i]
    if (!v || v.startsWith('-')) throw new Error(`${flag} needs a layout key`)
    return v
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--tenant' || arg === '-t') args.tenants.push(value(++i, arg))
    else if (arg.startsWith('--tenant=')) args.tenants.push(arg.slice('--tenant='.length))
    else if (arg === '--rollback') args.rollback = value(++i, arg)
    else if (arg.startsWith('--rollback=')) args.rollback = arg.slice('--rollback='.length)
    else if (arg === '--list') args.list = true
    else if (arg === '--skip-client') args.skipClient = true
    else if (arg === '--force') args.force = true
    else if (arg === '--check') args.check = true
    else
      throw new Error(
        `Unknown argument ${arg}. Use --tenant KEY (repeatable), --force, --check, --rollback KEY, --list, --skip-client.`,
      )
  }
  if (args.rollback && (args.tenants.length || args.check || args.force))
    throw new Error('--rollback KEY takes no other options')
  return args
}

export interface BuildOptions {
  env?: NodeJS.ProcessEnv
  /** The live outputs; `dist/` of the repository unless a test points elsewhere. */
  distDir?: string
  log?: (line: string) => void
}

/**
 * Each changed tenant's purge list (deploy/purge.ts), purged at the CDN (deploy/cdn.ts) as soon as it
 * is written: the step every release takes once its outputs are live, a full build, a rollback and
 * the release service's incremental rebuilds (scripts/release/service.ts) alike. What the CDN
 * answered goes into the report (`cdn` per tenant).
 */
export async function publishChanges(
  distDir: string,
  report: BuildReport,
  log: (line: string) => void,
): Promise<void> {
  const cdn = cdnSettings(distDir, process.env)
  const lists: string[] = []
  for (const tenant of report.tenants) {
    const file = writePurgeList(distDir, tenant)
    if (!file) continue
    lists.push(file)
    tenant.cdn = await purgeTenant(tenant.key, readPurgeList(file), cdn)
    log(`cdn: ${purgeSummary(tenant.cdn)}`)
  }
  if (lists.length) {
    log(
      `purge lists (URLs a CDN must invalidate): ` +
        (lists.length > 3
          ? `${lists.length} tenants, ${path.join(distDir, PURGE_DIR)}/<key>/<buildId>.txt`
          : lists.join(', ')),
    )
    // The report says what was purged and what the CDN answered.
    writeReport(path.join(distDir, REPORT_FILE), report)
  }
}

/**
 * Beside the live outputs: the CDN's VCL (deploy/varnish.ts; a running Varnish is given the new one
 * here), the purge lists and their purge (`publishChanges`), the edge's nginx configuration
 * (deploy/nginx.ts), with whether a running nginx must reload it, and the renderer bundle
 * production runs (deploy/renderer.ts).
 */
async function publishForEdge(
  distDir: string,
  report: BuildReport,
  log: (line: string) => void,
): Promise<void> {
  const hsts = hstsValue(process.env)
  const edgeOptions = edgeOptionsFromEnv(distDir, process.env, hsts)
  const cdn = cdnSettings(distDir, process.env)
  // The VCL first: a new tenant's hosts must be known to the CDN before its purge is sent.
  const vcl = writeCdnConfig(distDir, { backend: backendOf(edgeOptions.listen), acl: cdn.acl, hsts })
  if (vcl.changed && cdn.varnishWorkdir) {
    const reload = reloadVcl(cdn.varnishWorkdir, vcl.file)
    log(
      reload.ok
        ? `cdn: ${vcl.file} loaded into the running Varnish as ${reload.name} (no connection dropped)`
        : `cdn: ${vcl.file} written; loading it into Varnish (${cdn.varnishWorkdir}) FAILED: ${reload.output}`,
    )
  } else
    log(
      vcl.changed
        ? `cdn: ${vcl.file} written; a running Varnish takes it with varnishadm vcl.load + vcl.use`
        : `cdn: ${vcl.file} unchanged`,
    )
  await publishChanges(distDir, report, log)
  const edge = writeEdgeConfig(edgeOptions)
  log(
    edge.changed
      ? `edge: ${edge.nginxConf} written; a running nginx takes it with \`nginx -s reload\``
      : `edge: ${edge.nginxConf} unchanged, no reload needed`,
  )
  log(`renderer: ${path.relative(ROOT, await bundleRenderer(ROOT, distDir))} (npm run serve)`)
}

async function rollback(key: string, distDir: string, log: (line: string) => void): Promise<BuildReport> {
  const started = performance.now()
  const tenant = rollbackTenant(distDir, key)
  const live = readVersion(path.join(distDir, key))
  const report: BuildReport = {
    mode: 'rollback',
    outDir: distDir,
    builtAt: live?.builtAt ?? null,
    bundles: null,
    ms: Math.round(performance.now() - started),
    tenants: withPurge([tenant]),
  }
  writeReport(path.join(distDir, REPORT_FILE), report)
  await publishForEdge(distDir, report, log)
  log(`\n${reportTable([tenant])}`)
  log(
    `\n${key}: build ${tenant.buildId ?? '?'} (built ${live?.builtAt ?? '?'}) is live again; ` +
      `${tenant.previousBuildId ?? '?'} is kept, --rollback ${key} brings it back. ` +
      `Files to purge: ${path.join(distDir, REPORT_FILE)}.`,
  )
  return report
}

export async function runBuild(argv: string[], options: BuildOptions = {}): Promise<BuildReport | null> {
  const env = options.env ?? process.env
  const distDir = options.distDir ?? DIST
  const log = options.log ?? ((line: string) => console.log(line))
  const args = parseArgs(argv)
  if (args.list) {
    log(tenantKeys().join('\n'))
    return null
  }
  if (args.rollback) return rollback(args.rollback, distDir, log)

  const started = performance.now()
  const keys = args.tenants.length ? args.tenants : tenantKeys()
  const outRoot = args.check ? fs.mkdtempSync(path.join(os.tmpdir(), 'alkademi-check-')) : distDir
  const epoch = sourceDateEpoch(ROOT, env)
  const builtAt = new Date(epoch * 1000).toISOString()
  // Pages that show time-relative content read the build's time (shell/pageData.ts renderTime), so
  // two builds of one commit are byte-identical; the workers inherit it.
  process.env.SOURCE_DATE_EPOCH ??= String(epoch)
  // A release build is a production build, whoever starts it (a test runner sets NODE_ENV=test):
  // the bundles' JSX runtime and the workers' React must agree (jsxDEV vs jsx).
  process.env.NODE_ENV = 'production'
  // The sandbox and the pre-render workers start while the bundles are checked or built.
  const since = () => Math.round(performance.now() - started)
  const ready = { bundles: 0, workers: 0, sandbox: 0 }
  const sandboxStarting = ensureSandbox(env).then((s) => ((ready.sandbox = since()), s))
  sandboxStarting.catch(() => undefined) // awaited below; a failure there is the one reported
  const workers = workerCount(keys.length, env)
  const poolStarting = bundleWorker(ROOT).then((file) => {
    const pool = startPool(file, workers, ROOT)
    ready.workers = since()
    return pool
  })
  poolStarting.catch(() => undefined)
  try {
    let bundleDir = path.join(DIST, '.build')
    let viteConfig: Record<string, unknown> | undefined
    let bundles: BundleOutcome | null = null
    if (args.skipClient && fs.existsSync(path.join(bundleDir, 'client'))) {
      log('bundles: reusing dist/.build as it is (--skip-client)')
    } else {
      if (args.check) {
        // A dry run must not write dist/: fresh bundles, when needed, go to the temporary folder.
        const { bundleInputsHash } = await import('./release/inputs')
        const { bundlesUpToDate } = await import('./release/bundles')
        if (args.force || !bundlesUpToDate(bundleDir, bundleInputsHash(ROOT))) {
          bundleDir = path.join(outRoot, '.build')
          viteConfig = { build: { outDir: bundleDir } }
        }
      }
      bundles = await ensureBundles({ root: ROOT, bundleDir, force: args.force, viteConfig, log })
    }
    ready.bundles = since()
    // ensureSandbox has set API_BASE_URL already; the workers load the bundles while it starts.
    const pool = await poolStarting
    pool.prepare({ bundleDir, liveRoot: distDir, outRoot, builtAt, env: { ...env } })
    await sandboxStarting
    const readyMs = Math.round(performance.now() - started)
    {
      let done = 0
      const {
        reports: tenants,
        peakRssBytes,
        cpuMs,
      } = await pool.run(keys, (t) => {
        const status =
          t.status === 'ok'
            ? `${t.pages} pages, ${(t.bytes / 1024).toFixed(0)} KB, +${t.files.added.length} ~${t.files.changed.length} -${t.files.removed.length} files`
            : `FAILED: ${t.error}`
        log(
          `[${String(++done).padStart(2)}/${keys.length}] ${t.key.padEnd(20)} ${String(t.ms).padStart(5)} ms  ${status}`,
        )
      })
      fs.rmSync(path.join(outRoot, '.staging'), { recursive: true, force: true })
      const report: BuildReport = {
        mode: args.check ? 'check' : 'build',
        outDir: outRoot,
        builtAt,
        bundles,
        readyMs,
        ready,
        ms: Math.round(performance.now() - started),
        workers: { count: workers, peakRssBytes, cpuMs },
        tenants: withPurge(tenants),
      }
      writeReport(path.join(outRoot, REPORT_FILE), report)
      if (!args.check) await publishForEdge(distDir, report, log)
      const failed = tenants.filter((t) => t.status === 'failed')
      log(`\n${reportTable(tenants)}`)
      log(
        `\n${tenants.length - failed.length} of ${tenants.length} tenants built in ${report.ms} ms on ${workers} worker${workers > 1 ? 's' : ''}` +
          (failed.length ? `; failed: ${failed.map((f) => f.key).join(', ')}` : '') +
          (args.check
            ? `\ndry run: outputs and report in ${outRoot}; dist/ is untouched`
            : `\nreport: ${path.join(distDir, REPORT_FILE)}`),
      )
      return report
    }
  } finally {
    ;(await poolStarting.catch(() => undefined))?.kill()
    await (await sandboxStarting.catch(() => undefined))?.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : undefined
  runBuild(process.argv.slice(2), { distDir }).then(
    (report) => process.exit(report?.tenants.some((t) => t.status === 'failed') ? 1 : 0),
    (error) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
