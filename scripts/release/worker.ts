/**
 * A pre-render worker: one Node process that builds the tenants it is handed, one at a time. The
 * build starts one per core, so tenants are pre-rendered on every core.
 *
 * Started without tsx, from an esbuild bundle of this file (./pool.ts): module loading through
 * tsx's hooks roughly doubled Vike's start-up. It loads Vike's server runtime at once and the
 * server bundle as soon as the parent says where it is, while the parent is still starting the
 * sandbox.
 */
import { memoizeFetch } from './apiMemo'
import type { FromWorker, ToWorker } from './protocol'
import { buildTenant, loadRenderer, settled, type TenantBuildOptions } from './tenant'

const send = (message: FromWorker) => process.send!(message)

// The server bundle's API client calls the global fetch: each distinct request once a tenant.
const api = memoizeFetch(globalThis.fetch)
globalThis.fetch = api.fetch

let options: TenantBuildOptions | undefined
let warm: Promise<unknown> = import('vike/server')
warm.catch(() => undefined) // a real failure shows in the first tenant
let queue = Promise.resolve()
// The build that started this worker is gone: nothing to report to.
process.on('disconnect', () => process.exit(1))

process.on('message', (message: ToWorker) => {
  if (message.type === 'init') {
    options = message.options
    warm = loadRenderer(options.bundleDir)
    warm.catch(() => undefined)
    return
  }
  queue = queue.then(async () => {
    if (message.type === 'done') {
      await settled()
      // Handles may stay open; the parent has everything once this message is through.
      process.send!(
        {
          type: 'exit',
          peakRssBytes: process.resourceUsage().maxRSS * 1024,
          cpuMs: Math.round((process.cpuUsage().user + process.cpuUsage().system) / 1000),
        } satisfies FromWorker,
        () => process.exit(0),
      )
      return
    }
    const waiting = performance.now()
    await warm.catch(() => undefined)
    const loadMs = Math.round(performance.now() - waiting)
    api.clear()
    const report = await buildTenant(message.key, options!, message.reuse)
    if (report.status === 'ok') report.apiCalls = api.stats()
    // Time this tenant waited for the worker to load Vike and the server bundle (the first one only).
    if (report.phases) report.phases = { load: loadMs, ...report.phases }
    send({ type: 'report', report })
  })
})
