/** Messages between the build (scripts/build-tenants.ts) and its pre-render workers (./worker.ts). */
import type { TenantReport } from './report'
import type { TenantBuildOptions } from './tenant'

export type ToWorker =
  { type: 'init'; options: TenantBuildOptions } | { type: 'build'; key: string } | { type: 'done' }

export type FromWorker =
  | { type: 'report'; report: TenantReport }
  /** Sent last: the worker's own peak resident memory and CPU time, for the build's figures. */
  | { type: 'exit'; peakRssBytes: number; cpuMs: number }
