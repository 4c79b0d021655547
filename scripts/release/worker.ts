/**
 * A pre-render worker: one Node process that builds the tenants it is handed, one at a time. The
 * build runs one per core, so tenants are pre-rendered on every core (Vike's `prerender` keeps global
 * state and runs one call at a time per process).
 *
 * Started without tsx, from an esbuild bundle of this file (./pool.ts): module loading through
 * tsx's hooks roughly doubled Vike's start-up. Before the first tenant arrives it loads Vite and the
 * plugins of vite.config.ts (what `prerender` spends most of its first second on), while the
 * parent is still starting the sandbox or building bundles.
 */
import type { FromWorker, ToWorker } from './protocol'
import { buildTenant, type TenantBuildOptions } from './tenant'

const send = (message: FromWorker) => process.send!(message)

const warm = Promise.all([
  import('vike/api'),
  import('vite'),
  import('vike/plugin'),
  import('@vitejs/plugin-react'),
])
warm.catch(() => undefined) // a real failure shows in the first prerender

let options: TenantBuildOptions | undefined
let queue = Promise.resolve()

process.on('message', (message: ToWorker) => {
  if (message.type === 'init') {
    options = message.options
    return
  }
  queue = queue.then(async () => {
    if (message.type === 'done') {
      // Vite may leave handles open; the parent has everything once this message is through.
      process.send!(
        { type: 'exit', peakRssBytes: process.resourceUsage().maxRSS * 1024 } satisfies FromWorker,
        () => process.exit(0),
      )
      return
    }
    await warm.catch(() => undefined)
    send({ type: 'report', report: await buildTenant(message.key, options!) })
  })
})
