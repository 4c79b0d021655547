/**
 * The contract of `POST v1/statistics/record` (the beacon every page sends) and what the summary
 * makes of the records, kept apart from the routes so they can be tested without a database.
 *
 * The endpoint takes anything a browser can send, so it trusts nothing: a body is refused before it
 * is parsed when it is too large (`MAX_BODY_BYTES`, 413) or nested deeper than a batch can be
 * (`MAX_DEPTH`, 400), then checked against a strict schema (400): known event names only, known page
 * kinds only, a vital's value within what a browser can really measure (`VALUE_RANGES`), at most
 * `MAX_RECORDS` records (413), no field the contract does not name. A batch is accepted or refused
 * whole, so a refused value never reaches the summary. api/README.md is the contract's prose.
 *
 * A record is `{ event, path?, kind?, value? }`; a batch (what the browser sends) is
 * `{ tenant, records: [record, …] }`. `path` is a page path only: no query string or fragment, so
 * nothing a visitor typed into a form travels with it.
 */
import * as z from 'zod'

/** Records a batch may carry; the browser sends at most 20 (shell/statisticsBatch.ts). */
export const MAX_RECORDS = 50
/** A full batch of long paths is under 30 KB; the browser's keep-alive budget is 64 KB. */
export const MAX_BODY_BYTES = 32 * 1024
/** The batch object, its `records` array, a record: deeper is never a batch. */
export const MAX_DEPTH = 3
export const MAX_PATH_LENGTH = 512

/** The vitals the summary reads, as `web-vitals` names them. */
export const VITALS = ['LCP', 'INP', 'CLS'] as const
export type Vital = (typeof VITALS)[number]

/** Event names the dashboard knows; anything else is refused rather than charted as a new series. */
export const EVENTS = ['page_view', 'class_view', 'register', 'payment', ...VITALS] as const
export type StatisticEvent = (typeof EVENTS)[number]

/**
 * The page kinds of sites/pageKinds.ts (the API keeps its own copy, as the real backend would; a unit
 * test checks they agree). Utility pages (callbacks, login, payment status) have no kind: nothing is
 * recorded for them.
 */
export const PAGE_KINDS = [
  'home',
  'info',
  'classList',
  'classPage',
  'lesson',
  'programList',
  'programPage',
  'newsList',
  'newsPage',
  'eventList',
  'eventPage',
  'signup',
  'search',
  'chat',
  'notFound',
] as const

/**
 * What a browser can really measure, inclusive. LCP and INP in milliseconds: a page that takes more
 * than a minute to paint, or an interaction answered after half a minute, is a forged figure or a
 * frozen tab, and either would drag the p75 anywhere. CLS is unitless; real pages stay far below 10.
 * The browser clamps its own extremes to these bounds (shell/statisticsBatch.ts), so a refused value
 * is never one it measured.
 */
export const VALUE_RANGES: Record<Vital, { min: number; max: number }> = {
  LCP: { min: 0, max: 60_000 },
  INP: { min: 0, max: 30_000 },
  CLS: { min: 0, max: 10 },
}

const path = z
  .string()
  .min(1)
  .max(MAX_PATH_LENGTH)
  // A pathname as the browser's location has it: percent-encoded, so no space or control character.
  .regex(/^\/[^?#\s]*$/, 'path harus alamat halaman tanpa query atau fragmen')
  .refine((p) => !/\p{Cc}/u.test(p), 'path tidak boleh berisi karakter kendali')

const base = { path: path.optional(), kind: z.enum(PAGE_KINDS).optional() }

const vital = (name: Vital) =>
  z.strictObject({
    event: z.literal(name),
    ...base,
    value: z.number().min(VALUE_RANGES[name].min).max(VALUE_RANGES[name].max),
  })

/** One record: a vital needs a value in its range, page views and counted events carry none. */
export const recordSchema = z.discriminatedUnion('event', [
  z.strictObject({ event: z.literal('page_view'), path, kind: z.enum(PAGE_KINDS) }),
  z.strictObject({ event: z.enum(['class_view', 'register', 'payment']), ...base }),
  ...VITALS.map(vital),
] as unknown as [z.ZodObject, z.ZodObject])

export type RecordInput = {
  event: StatisticEvent
  path?: string
  kind?: (typeof PAGE_KINDS)[number]
  value?: number
}

export const batchSchema = z.strictObject({
  tenant: z.string().min(1).max(100).optional(),
  records: z.array(recordSchema).min(1),
})

export type Parsed =
  | { ok: true; tenant: string | null; records: RecordInput[] }
  | { ok: false; status: 400 | 413; message: string }

/**
 * How deep `text` nests arrays and objects, read without parsing (strings skipped), stopping as soon
 * as it passes `limit`: a body of a million `[` is refused after `limit` characters, never handed to
 * `JSON.parse`.
 */
export function nestingDepth(text: string, limit = MAX_DEPTH): number {
  let depth = 0
  let max = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 92) i++
      else if (ch === 34) inString = false
    } else if (ch === 34) inString = true
    else if (ch === 123 || ch === 91) {
      if (++depth > max) max = depth
      if (max > limit) return max
    } else if (ch === 125 || ch === 93) depth--
  }
  return max
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.length ? issue.path.join('.') : 'body'
  return `${where}: ${issue.message}`
}

/** The body's text checked and parsed: one record or a batch, or why it is refused. */
export function parseRecordText(text: string): Parsed {
  if (text.length > MAX_BODY_BYTES)
    return { ok: false, status: 413, message: `Body melebihi ${MAX_BODY_BYTES} bita` }
  if (nestingDepth(text) > MAX_DEPTH)
    return { ok: false, status: 400, message: `Body bersarang lebih dari ${MAX_DEPTH} tingkat` }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { ok: false, status: 400, message: 'Body harus berupa JSON' }
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { ok: false, status: 400, message: 'Body harus objek JSON' }
  return parseRecordBody(body as Record<string, unknown>)
}

/** One record (`{ event, … }`), or a batch with the tenant it was recorded for. */
export function parseRecordBody(body: Record<string, unknown>): Parsed {
  if (!('records' in body)) {
    const one = recordSchema.safeParse(body)
    return one.success
      ? { ok: true, tenant: null, records: [one.data as RecordInput] }
      : { ok: false, status: 400, message: describeIssue(one.error.issues[0]!) }
  }
  if (Array.isArray(body.records) && body.records.length > MAX_RECORDS)
    return { ok: false, status: 413, message: `records berisi paling banyak ${MAX_RECORDS} catatan` }
  const batch = batchSchema.safeParse(body)
  if (!batch.success) return { ok: false, status: 400, message: describeIssue(batch.error.issues[0]!) }
  return { ok: true, tenant: batch.data.tenant ?? null, records: batch.data.records as RecordInput[] }
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
