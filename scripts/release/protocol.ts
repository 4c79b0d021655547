/** Messages between the build (scripts/build-tenants.ts) and its pre-render workers (./worker.ts). */
import type { TenantReport } from './report'
import type { Reuse, TenantBuildOptions } from './tenant'

export type ToWorker =
  | { type: 'init'; options: TenantBuildOptions }
  /** `reuse`: an incremental build (the release service) that renders only these pages. */
  | { type: 'build'; key: string; reuse?: Reuse }
  | { type: 'done' }

export type FromWorker =
  | { type: 'report'; report: TenantReport }
  /** Sent last: the worker's own peak resident memory and CPU time, for the build's figures. */
  | { type: 'exit'; peakRssBytes: number; cpuMs: number }
