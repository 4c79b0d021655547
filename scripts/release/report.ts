/**
 * `dist/build-report.json` and the CLI's closing table, made from the same records so they always
 * agree. Per tenant: status, build id (live after this run) and the one it replaced, pages, bytes,
 * time, and the files added, changed and removed compared with the previous live output, with the
 * URLs a CDN may hold them under (`purge`). A failed tenant lists no files: its output did not move.
 */
import fs from 'node:fs'
import path from 'node:path'
import { purgeUrls, type FileChanges } from './tree'
import type { PurgeOutcome } from '../../deploy/cdn'

export interface TenantReport {
  key: string
  status: 'ok' | 'failed'
  /** The build id of the output this run leaves (for a failure: the untouched live one, if any). */
  buildId: string | null
  /** The live build id before this run; equal to `buildId` when nothing changed. */
  previousBuildId: string | null
  pages: number
  bytes: number
  /** What the service worker downloads in the background on a first visit (transferred bytes); null: not measured. */
  precacheBytes: number | null
  /** The site search index's files (scripts/release/searchIndex.ts), bytes on disk. */
  searchIndexBytes?: number
  /** Pages' own share images written, and how many of them had to be drawn (the rest were cached). */
  shareImages?: { images: number; drawn: number }
  /** First-load JS per pre-rendered route, transferred bytes (scripts/release/budgets.ts). */
  firstLoadJs?: Record<string, number>
  ms: number
  /** Milliseconds per step of the tenant's build (settings, assets, prerender, …). */
  phases?: Record<string, number>
  files: FileChanges
  error?: string
  /** API requests the pre-render sent, and those answered from the tenant's earlier identical one. */
  apiCalls?: { sent: number; reused: number }
}

export interface BuildReport {
  /**
   * `build` (made live), `check` (dry run into `outDir`), `rollback`, `incremental` (the release
   * service's rebuild of the pages a change shows, scripts/release/service.ts).
   */
  mode: 'build' | 'check' | 'rollback' | 'incremental'
  /** Where the outputs of this run are: `dist` or the dry run's temporary folder. */
  outDir: string
  /** `version.json` `builtAt` of this run's outputs. */
  builtAt: string | null
  bundles: {
    inputsHash: string
    reused: boolean
    ms: number
    steps?: Record<string, number>
    peakRssBytes?: number
  } | null
  /** The fixed cost: start until the first tenant could start (bundles ready, sandbox up). */
  readyMs?: number
  /** Milliseconds from the start until each part of the fixed cost was ready. */
  ready?: { bundles: number; workers: number; sandbox: number }
  ms: number
  /** The pre-render worker processes, each one's peak resident memory and CPU time. */
  workers?: { count: number; peakRssBytes: number[]; cpuMs?: number[] }
  /** `cdn`: what the CDN answered to the tenant's purge (deploy/cdn.ts), when it had a list. */
  tenants: (TenantReport & { purge: string[]; cdn?: PurgeOutcome })[]
}

/** A tenant that did not build: no files listed, its live output (if any) did not move. */
export function failedReport(key: string, error: string, extra: Partial<TenantReport> = {}): TenantReport {
  return {
    key,
    status: 'failed',
    buildId: null,
    previousBuildId: null,
    pages: 0,
    bytes: 0,
    precacheBytes: null,
    ms: 0,
    files: { added: [], changed: [], removed: [] },
    error,
    ...extra,
  }
}

export function withPurge(tenants: TenantReport[]): BuildReport['tenants'] {
  return tenants.map((t) => ({
    ...t,
    purge: purgeUrls([...t.files.added, ...t.files.changed, ...t.files.removed]),
  }))
}

export function writeReport(file: string, report: BuildReport): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
}

export function reportTable(tenants: TenantReport[]): string {
  const rows = tenants.map((t) => {
    const ok = t.status === 'ok'
    return [
      t.key,
      ok ? String(t.pages) : '-',
      ok ? (t.bytes / 1024).toFixed(0) : '-',
      ok && t.precacheBytes !== null ? (t.precacheBytes / 1024).toFixed(0) : '-',
      ok && t.searchIndexBytes !== undefined ? (t.searchIndexBytes / 1024).toFixed(0) : '-',
      ok ? String(t.files.added.length) : '-',
      ok ? String(t.files.changed.length) : '-',
      ok ? String(t.files.removed.length) : '-',
      String(t.ms),
      t.buildId ?? '-',
      ok ? 'ok' : 'FAILED',
    ]
  })
  const head = [
    'tenant',
    'pages',
    'KB',
    'precache KB',
    'search KB',
    'added',
    'changed',
    'removed',
    'ms',
    'build',
    'status',
  ]
  const left = new Set([0, 9, 10])
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (r: string[]) =>
    r
      .map((c, i) => (left.has(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd()
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}
