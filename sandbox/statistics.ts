/**
 * The statistics a site records (`POST v1/statistics/record`) and what the summary makes of them:
 * the payload check and the 75th percentile of the Core Web Vitals, kept apart from the routes so
 * they can be tested without a database.
 *
 * A record is `{ event, path?, kind?, value?, meta? }`; a batch (what the browser's beacon sends) is
 * `{ tenant, records: [record, …] }` with 1 to `MAX_RECORDS` records. `path` is a page path only:
 * no query string or fragment, so nothing a visitor typed into a form travels with it.
 */
import { str } from './routes/accounts'

export const MAX_RECORDS = 50

/** The vitals the summary reads, as `web-vitals` names them. */
export const VITALS = ['LCP', 'INP', 'CLS'] as const
export type Vital = (typeof VITALS)[number]

export interface RecordInput {
  event: string
  path: string | null
  kind: string | null
  value: number | null
  meta: unknown
}

export type Parsed =
  { ok: true; tenant: string | null; records: RecordInput[] } | { ok: false; message: string }

function parseRecord(b: Record<string, unknown>): RecordInput | string {
  if (!str(b.event, 100)) return 'event wajib diisi'
  if (b.value !== undefined && (typeof b.value !== 'number' || !Number.isFinite(b.value)))
    return 'value harus angka'
  if (b.path !== undefined && (!str(b.path, 2000) || !b.path.startsWith('/') || /[?#]/.test(b.path)))
    return 'path harus alamat halaman tanpa query atau fragmen'
  if (b.kind !== undefined && !str(b.kind, 100)) return 'kind tidak valid'
  if (VITALS.includes(b.event as Vital) && (typeof b.value !== 'number' || b.value < 0))
    return `${b.event} butuh value angka ≥ 0`
  return {
    event: b.event,
    path: b.path ?? null,
    kind: b.kind ?? null,
    value: b.value ?? null,
    meta: b.meta ?? null,
  }
}

/** One record, or a batch with the tenant it was recorded for. */
export function parseRecordBody(body: Record<string, unknown>): Parsed {
  if (!('records' in body)) {
    const one = parseRecord(body)
    return typeof one === 'string' ? { ok: false, message: one } : { ok: true, tenant: null, records: [one] }
  }
  const list = body.records
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_RECORDS)
    return { ok: false, message: `records harus berisi 1–${MAX_RECORDS} catatan` }
  if (body.tenant !== undefined && !str(body.tenant, 100)) return { ok: false, message: 'tenant tidak valid' }
  const records: RecordInput[] = []
  for (const [i, raw] of list.entries()) {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw))
      return { ok: false, message: `records[${i}] harus objek` }
    const one = parseRecord(raw as Record<string, unknown>)
    if (typeof one === 'string') return { ok: false, message: `records[${i}]: ${one}` }
    records.push(one)
  }
  return { ok: true, tenant: (body.tenant as string | undefined) ?? null, records }
}

/**
 * The 75th percentile by nearest rank (the value at or below which 75 % of the samples lie), the
 * figure Core Web Vitals are judged by. Null without samples.
 */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!
}

export interface VitalSample {
  date: string
  kind: string
  metric: string
  value: number
}

export interface VitalSummary {
  date: string
  kind: string
  metric: Vital
  p75: number
  samples: number
}

/** p75 per day, page kind and vital; dates ascending, then kind and metric. */
export function vitalsByKindAndDay(rows: readonly VitalSample[]): VitalSummary[] {
  const groups = new Map<string, { date: string; kind: string; metric: Vital; values: number[] }>()
  for (const r of rows) {
    if (!VITALS.includes(r.metric as Vital)) continue
    const key = `${r.date}\u0000${r.kind}\u0000${r.metric}`
    let group = groups.get(key)
    if (!group) {
      group = { date: r.date, kind: r.kind, metric: r.metric as Vital, values: [] }
      groups.set(key, group)
    }
    group.values.push(r.value)
  }
  return [...groups.values()]
    .map((g) => ({
      date: g.date,
      kind: g.kind,
      metric: g.metric,
      p75: p75(g.values)!,
      samples: g.values.length,
    }))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        a.kind.localeCompare(b.kind) ||
        VITALS.indexOf(a.metric) - VITALS.indexOf(b.metric),
    )
}
