/**
 * The release service: takes change notices ("posts of kind K of tenant T changed") and rebuilds,
 * in the background, only what shows them (./rebuildPlan.ts over the kind table api/postKinds.ts):
 * that kind's pre-rendered list pages, the home where a landing section shows the kind, the feeds,
 * the sitemap, the search index and the share images. Everything else is reused from the live
 * output (./tenant.ts `Reuse`), so the result is byte for byte what a full build of the same data
 * gives, made live in one rename with the previous output kept for `--rollback`, and the change
 * report and purge list are written by the full build's own step (scripts/build-tenants.ts
 * `publishChanges`). Bursts coalesce and failures are retried (./releaseQueue.ts).
 *
 * HTTP (README "From Terbitkan to the CDN"), on RELEASE_PORT (4300), 127.0.0.1 unless RELEASE_HOST:
 *   POST /notices   `Authorization: Bearer <RELEASE_SECRET>`, JSON `{ tenant, kind, slug?, id?, action? }`
 *                   → 202 with the tenant's status; 401 without the secret; 400 for a bad notice.
 *   GET  /status    every tenant's queue: queued, running, last good build, last error (JSON)
 *   GET  /          the same as a page for a release manager (an internal page, not one of the sites)
 *   GET  /healthz
 * The renderers forward the writers' desk's notices (renderer/releaseNotice.ts) with the secret;
 * a CMS can call `/notices` the same way.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'
import { z } from 'zod'
import { isPostKind } from '../../api/postKinds'
import { getTenant } from '../../sites/registry'
import { publishChanges, REPORT_FILE } from '../build-tenants'
import { sourceDateEpoch } from './epoch'
import { bundleWorker, forkWorker } from './pool'
import type { FromWorker, ToWorker } from './protocol'
import { pagesShowing } from './rebuildPlan'
import {
  createReleaseQueue,
  type Notice,
  type QueueOptions,
  type ReleaseQueue,
  type RebuildOutcome,
} from './releaseQueue'
import { failedReport, withPurge, writeReport, type BuildReport, type TenantReport } from './report'
import { changeCount } from './tree'
import type { Reuse, TenantBuildOptions } from './tenant'

const ROOT = path.resolve(import.meta.dirname, '..', '..')

export const DEFAULT_RELEASE_PORT = 4300

const noticeSchema = z.object({
  tenant: z.string().min(1).max(64),
  kind: z.string().refine(isPostKind, 'not a post kind of api/postKinds.ts'),
  slug: z.string().max(200).optional(),
  id: z.number().int().optional(),
  action: z.enum(['publish', 'edit', 'unpublish', 'delete']).optional(),
})

const digest = (value: string) => createHash('sha256').update(value).digest()

/** `Authorization: Bearer <secret>`, compared in constant time. */
export function hasSecret(header: string | undefined, secret: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1]
  return !!given && !!secret && timingSafeEqual(digest(given), digest(secret))
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** The status page: one row per tenant the service has heard of. Refreshes itself every 2 s. */
export function statusPage(queue: ReleaseQueue): string {
  const rows = queue.status().map((t) => {
    const cell = (text: string) => `<td>${escapeHtml(text)}</td>`
    return `<tr>${[
      cell(t.tenant),
      cell(t.queued.kinds.length ? `${t.queued.kinds.join(', ')} (${t.queued.notices} pemberitahuan)` : '-'),
      cell(t.running ? `${t.running.kinds.join(', ')} sejak ${t.running.since}` : '-'),
      cell(
        t.lastGood
          ? `${t.lastGood.at}: ${t.lastGood.kinds.join(', ')}, ${t.lastGood.files} berkas, ${t.lastGood.ms} ms, build ${t.lastGood.buildId ?? '-'}`
          : '-',
      ),
      cell(
        t.lastError
          ? `${t.lastError.at} (percobaan ${t.lastError.attempt}): ${t.lastError.message}` +
              (t.lastError.retryAt ? `; dicoba lagi ${t.lastError.retryAt}` : '')
          : '-',
      ),
      cell(String(t.rebuilds)),
    ].join('')}</tr>`
  })
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2">
<title>Layanan rilis</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse}td,th{border:1px solid #999;padding:.3rem .5rem;text-align:left;vertical-align:top}</style>
</head><body>
<h1>Layanan rilis: pembangunan ulang per situs</h1>
<p>Antrean, yang sedang berjalan, build terakhir yang berhasil dan galat terakhir. JSON: <a href="/status">/status</a>.</p>
<table><thead><tr><th>Situs</th><th>Antre</th><th>Berjalan</th><th>Build baik terakhir</th><th>Galat terakhir</th><th>Pembangunan</th></tr></thead>
<tbody>${rows.join('\n') || '<tr><td colspan="6">Belum ada pemberitahuan.</td></tr>'}</tbody></table>
</body></html>
`
}

/** The HTTP face of the service, over any queue (the integration tests give it a fake one). */
export function createReleaseApp(queue: ReleaseQueue, secret: string): Hono {
  const app = new Hono()
  const noStore = { 'Cache-Control': 'no-store' }
  app.get('/healthz', () => Response.json({ ok: true }, { headers: noStore }))
  app.post('/notices', async (c) => {
    if (!hasSecret(c.req.header('authorization'), secret))
      return Response.json({ error: 'missing or wrong secret' }, { status: 401, headers: noStore })
    const body = noticeSchema.safeParse(await c.req.json().catch(() => null))
    if (!body.success)
      return Response.json({ error: body.error.issues.map((i) => i.message).join('; ') }, { status: 400 })
    if (!getTenant(body.data.tenant))
      return Response.json({ error: `unknown tenant ${body.data.tenant}` }, { status: 400 })
    queue.notify(body.data as Notice)
    const status = queue.status().find((t) => t.tenant === body.data.tenant)
    return Response.json({ accepted: true, status }, { status: 202, headers: noStore })
  })
  app.get('/status', () => Response.json({ tenants: queue.status() }, { headers: noStore }))
  app.get('/', (c) => c.html(statusPage(queue), 200, noStore))
  return app
}

/**
 * One pre-render worker kept warm (Vike and the server bundle loaded once), building one tenant at
 * a time; a worker that dies fails its build (the queue retries it) and a fresh one is forked for
 * the next.
 */
function warmWorker(file: string, options: TenantBuildOptions) {
  let child: ChildProcess | null = null
  let current: { key: string; resolve: (r: TenantReport) => void } | null = null
  let chain: Promise<unknown> = Promise.resolve()
  const spawn = () => {
    const c = forkWorker(file, ROOT)
    c.send({ type: 'init', options } satisfies ToWorker)
    c.on('message', (message: FromWorker) => {
      if (message.type !== 'report' || !current) return
      const done = current
      current = null
      done.resolve(message.report)
    })
    c.on('exit', (code, signal) => {
      if (child === c) child = null
      if (!current) return
      const done = current
      current = null
      done.resolve(failedReport(done.key, `its pre-render worker stopped (${signal ?? `exit code ${code}`})`))
    })
    return c
  }
  return {
    build(key: string, reuse: Reuse): Promise<TenantReport> {
      const run = chain.then(
        () =>
          new Promise<TenantReport>((resolve) => {
            child ??= spawn()
            current = { key, resolve }
            child.send({ type: 'build', key, reuse } satisfies ToWorker)
          }),
      )
      chain = run.catch(() => undefined)
      return run
    },
    /** Starts the worker now, so the first notice does not wait for Vike to load. */
    warm() {
      child ??= spawn()
    },
    kill() {
      child?.kill()
    },
  }
}

export interface ReleaseServiceOptions {
  secret: string
  port?: number
  host?: string
  /** The live outputs (`dist/`). */
  distDir?: string
  env?: Record<string, string | undefined>
  log?: (line: string) => void
  queue?: Partial<Pick<QueueOptions, 'quietMs' | 'maxWaitMs' | 'backoffMs' | 'maxBackoffMs'>>
  /** Replaces the rebuild (tests): by default the incremental build below. */
  rebuild?: QueueOptions['rebuild']
}

export interface ReleaseService {
  url: string
  queue: ReleaseQueue
  close(): Promise<void>
}

const numberEnv = (value: string | undefined) => (value ? Number(value) : undefined)

export async function startReleaseService(options: ReleaseServiceOptions): Promise<ReleaseService> {
  if (!options.secret) throw new Error('the release service needs a secret (RELEASE_SECRET)')
  const env = options.env ?? process.env
  const distDir = options.distDir ?? path.join(ROOT, 'dist')
  const log = options.log ?? ((line: string) => console.log(line))
  const epoch = sourceDateEpoch(ROOT, env)
  // As the full build does: the workers inherit it, and pages reading the build's time agree.
  process.env.SOURCE_DATE_EPOCH ??= String(epoch)
  const buildOptions: TenantBuildOptions = {
    bundleDir: path.join(ROOT, 'dist', '.build'),
    liveRoot: distDir,
    outRoot: distDir,
    builtAt: new Date(epoch * 1000).toISOString(),
    env: { ...env, NODE_ENV: 'production' },
  }
  let worker: ReturnType<typeof warmWorker> | null = null
  const rebuild =
    options.rebuild ??
    (async (tenant: string, kinds: string[]): Promise<RebuildOutcome> => {
      const started = performance.now()
      worker ??= warmWorker(await bundleWorker(ROOT), buildOptions)
      const pages = pagesShowing(kinds)
      const tenantReport = await worker.build(tenant, { pages })
      if (tenantReport.status !== 'ok') return { ok: false, error: tenantReport.error ?? 'failed' }
      const report: BuildReport = {
        mode: 'incremental',
        outDir: distDir,
        builtAt: buildOptions.builtAt,
        bundles: null,
        ms: Math.round(performance.now() - started),
        tenants: withPurge([tenantReport]),
      }
      writeReport(path.join(distDir, REPORT_FILE), report)
      await publishChanges(distDir, report, log)
      return { ok: true, buildId: tenantReport.buildId, files: changeCount(tenantReport.files), pages }
    })
  const queue = createReleaseQueue({
    rebuild,
    quietMs: options.queue?.quietMs ?? numberEnv(env.RELEASE_QUIET_MS),
    maxWaitMs: options.queue?.maxWaitMs ?? numberEnv(env.RELEASE_MAX_WAIT_MS),
    backoffMs: options.queue?.backoffMs ?? numberEnv(env.RELEASE_BACKOFF_MS),
    maxBackoffMs: options.queue?.maxBackoffMs,
    log,
  })
  if (!options.rebuild && fs.existsSync(path.join(buildOptions.bundleDir, 'server'))) {
    worker = warmWorker(await bundleWorker(ROOT), buildOptions)
    worker.warm()
  }
  const { serve } = await import('@hono/node-server')
  const app = createReleaseApp(queue, options.secret)
  const host = options.host ?? env.RELEASE_HOST ?? '127.0.0.1'
  const port = options.port ?? numberEnv(env.RELEASE_PORT) ?? DEFAULT_RELEASE_PORT
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(s))
  })
  const address = server.address()
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`
  return {
    url,
    queue,
    close: () =>
      new Promise<void>((resolve) => {
        worker?.kill()
        server.close(() => resolve())
      }),
  }
}
