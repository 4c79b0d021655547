/**
 * Pure shaping of the dashboard's two sources into what the charts and their tables show: the
 * landing counters as labelled bars, the recorded events as one series per event over every day of
 * the summary's window, the views per page kind as ranked bars, and the p75 vitals as one series per
 * page kind (sites/pageKinds.ts) over the same days. A day without data is null, drawn as a gap.
 */
import type { StatisticsSummary } from '../../../api/statistics'
import { pageKindLabel } from '../../../sites/pageKinds'

export const COUNTER_LABEL: Record<string, string> = {
  students: 'Pelajar',
  classes: 'Kelas',
  programs: 'Program',
  mentors: 'Mentor',
  partners: 'Mitra',
}

/** Event names the API accepts (sandbox/statistics.ts); vitals have their own charts. */
export const EVENT_LABEL: Record<string, string> = {
  page_view: 'Tampilan halaman',
  class_view: 'Kunjungan kelas',
  register: 'Pendaftaran',
  payment: 'Pembayaran',
}

export const labelOf = (labels: Record<string, string>, key: string) => labels[key] ?? key

export interface Bars {
  labels: string[]
  values: number[]
}

export function counterBars(dataCount: Record<string, number>): Bars {
  const entries = Object.entries(dataCount)
  return { labels: entries.map(([k]) => labelOf(COUNTER_LABEL, k)), values: entries.map(([, n]) => n) }
}

/** Every day from `from` to `to` (YYYY-MM-DD, both included), ascending; at most a year. */
export function windowDays({ from, to }: StatisticsSummary['window']): string[] {
  const days: string[] = []
  const end = Date.parse(`${to}T00:00:00Z`)
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end && days.length < 366; t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10))
  return days
}

export interface DailySeries {
  /** Every day of the window, ascending. */
  dates: string[]
  /** One row per event: a count per day, 0 where the day has records of other events only, null where it has none. */
  series: { event: string; label: string; counts: (number | null)[] }[]
}

export function dailySeries(summary: Pick<StatisticsSummary, 'window' | 'daily' | 'byEvent'>): DailySeries {
  const dates = windowDays(summary.window)
  const index = new Map(dates.map((d, i) => [d, i]))
  const recorded = new Set(summary.daily.map((d) => d.date))
  const events = summary.byEvent.map((e) => e.event).filter((e) => Object.hasOwn(EVENT_LABEL, e))
  const series = events.map((event) => ({
    event,
    label: labelOf(EVENT_LABEL, event),
    counts: dates.map((d): number | null => (recorded.has(d) ? 0 : null)),
  }))
  for (const d of summary.daily) {
    const row = series.find((s) => s.event === d.event)
    const i = index.get(d.date)
    if (row && i !== undefined) row.counts[i] = d.count
  }
  return { dates, series }
}

/** The views per page kind as bars labelled by rank (names are too long for an axis; the table names them). */
export function kindBars(kinds: StatisticsSummary['kinds']): Bars {
  return { labels: kinds.map((_, i) => `#${i + 1}`), values: kinds.map((k) => k.views) }
}

export type VitalName = StatisticsSummary['vitals'][number]['metric']
export const VITAL_NAMES: readonly VitalName[] = ['LCP', 'INP', 'CLS']

/** web.dev's thresholds: good up to `good`, poor above `poor`, at the 75th percentile. */
export const VITAL_THRESHOLDS: Record<VitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
}

export function vitalRating(metric: VitalName, p75: number): 'Baik' | 'Perlu perbaikan' | 'Buruk' {
  const t = VITAL_THRESHOLDS[metric]
  return p75 <= t.good ? 'Baik' : p75 <= t.poor ? 'Perlu perbaikan' : 'Buruk'
}

/** Lines a vital chart draws: more would make its legend a list to read, not a key (the table has all). */
export const MAX_CHART_KINDS = 5

export interface VitalSeries {
  metric: VitalName
  /** Every day of the window, ascending. */
  dates: string[]
  /** One line per page kind, the most sampled first; null where that day has no sample. */
  series: { kind: string; label: string; values: (number | null)[] }[]
  /** Kinds with samples left out of the chart (they are in the table). */
  hidden: number
}

export function vitalSeries(
  vitals: StatisticsSummary['vitals'],
  metric: VitalName,
  dates: readonly string[],
  max = MAX_CHART_KINDS,
): VitalSeries {
  const index = new Map(dates.map((d, i) => [d, i]))
  const byKind = new Map<string, { values: (number | null)[]; samples: number }>()
  for (const v of vitals) {
    const i = index.get(v.date)
    if (v.metric !== metric || i === undefined) continue
    let kind = byKind.get(v.kind)
    if (!kind) byKind.set(v.kind, (kind = { values: dates.map(() => null), samples: 0 }))
    kind.values[i] = v.p75
    kind.samples += v.samples
  }
  const ranked = [...byKind.entries()].sort(([a, x], [b, y]) => y.samples - x.samples || a.localeCompare(b))
  return {
    metric,
    dates: [...dates],
    series: ranked.slice(0, max).map(([kind, { values }]) => ({ kind, label: pageKindLabel(kind), values })),
    hidden: Math.max(0, ranked.length - max),
  }
}

export interface VitalRow {
  date: string
  kind: string
  label: string
  values: Partial<Record<VitalName, { p75: number; samples: number }>>
}

/** The table of the vitals: a row per day and page kind, newest day first. */
export function vitalRows(vitals: StatisticsSummary['vitals']): VitalRow[] {
  const rows = new Map<string, VitalRow>()
  for (const v of vitals) {
    const key = `${v.date} ${v.kind}`
    let row = rows.get(key)
    if (!row) rows.set(key, (row = { date: v.date, kind: v.kind, label: pageKindLabel(v.kind), values: {} }))
    row.values[v.metric] = { p75: v.p75, samples: v.samples }
  }
  return [...rows.values()].sort((a, b) => b.date.localeCompare(a.date) || a.label.localeCompare(b.label))
}
