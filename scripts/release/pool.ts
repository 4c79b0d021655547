/**
 * The build's pre-render workers (./worker.ts): bundled with esbuild into a plain ES module (no
 * tsx at run time), started one per core at the beginning of the build, and fed tenants from one
 * queue, so a slow tenant does not hold up a fixed group. A worker that dies fails the tenant it was
 * building, with the reason; the others carry on.
 */
import { fork, type ChildProcess } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { bundleNodeScript } from './nodeBundle'
import type { FromWorker, ToWorker } from './protocol'
import { failedReport, type TenantReport } from './report'
import type { TenantBuildOptions } from './tenant'

/**
 * Under node_modules so the bundle's bare imports (vike, react, zod…) resolve from the project, and
 * out of dist/ so a dry run leaves dist/ alone.
 */
export function workerFile(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'alkademi-release', 'worker.mjs')
}

export async function bundleWorker(root: string): Promise<string> {
  return bundleNodeScript(path.join(root, 'scripts/release/worker.ts'), workerFile(root))
}

/** Workers for `tenants` tenants: one per core (BUILD_WORKERS overrides), never more than tenants. */
export function workerCount(tenants: number, env: Record<string, string | undefined>): number {
  const wanted = Number(env.BUILD_WORKERS) || os.availableParallelism()
  return Math.max(1, Math.min(wanted, tenants))
}

export interface Pool {
  /** Tells the workers where the bundles are, so they load them while the sandbox starts. */
  prepare(options: TenantBuildOptions): void
  run(
    keys: string[],
    onReport: (report: TenantReport) => void,
  ): Promise<{ reports: TenantReport[]; peakRssBytes: number[]; cpuMs: number[] }>
  kill(): void
}

/** One pre-render worker process (also the release service's, scripts/release/service.ts). */
export function forkWorker(file: string, root: string): ChildProcess {
  // Not this process's execArgv (tsx's loader); BUILD_WORKER_NODE_ARGS for profiling
  // (`--cpu-prof --cpu-prof-dir=/tmp/prof`).
  return fork(file, [], {
    cwd: root,
    // Production builds of React everywhere: the server bundle expects them, and a module the
    // worker imports before it (tenant files, feeds) must not load React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
    execArgv: process.env.BUILD_WORKER_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
}

export function startPool(file: string, count: number, root: string): Pool {
  const workers: ChildProcess[] = Array.from({ length: count }, () => forkWorker(file, root))
  return {
    prepare: (options) => workers.forEach((w) => w.send({ type: 'init', options } satisfies ToWorker)),
    kill: () => workers.forEach((w) => w.exitCode === null && w.kill()),
    async run(keys, onReport) {
      const queue = [...keys]
      const reports = new Map<string, TenantReport>()
      const peakRssBytes: number[] = []
      const cpuMs: number[] = []
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              let current: string | undefined
              const send = (message: ToWorker) => worker.send(message)
              const next = () => {
                current = queue.shift()
                send(current ? { type: 'build', key: current } : { type: 'done' })
              }
              worker.on('message', (message: FromWorker) => {
                if (message.type === 'report') {
                  reports.set(message.report.key, message.report)
                  onReport(message.report)
                  next()
                } else {
                  peakRssBytes.push(message.peakRssBytes)
                  cpuMs.push(message.cpuMs)
                }
              })
              worker.on('close', (code, signal) => {
                if (current && !reports.has(current)) {
                  const report = failedReport(
                    current,
                    `its pre-render worker stopped (${signal ?? `exit code ${code}`})`,
                  )
                  reports.set(current, report)
                  onReport(report)
                }
                resolve()
              })
              next()
            }),
        ),
      )
      // A queue left over means every worker died: those tenants were not attempted.
      for (const key of queue) {
        const report = failedReport(key, 'not built: every pre-render worker stopped')
        reports.set(key, report)
        onReport(report)
      }
      return { reports: keys.map((key) => reports.get(key)!), peakRssBytes, cpuMs }
    },
  }
}
