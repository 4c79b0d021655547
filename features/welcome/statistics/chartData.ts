/**
 * Pure shaping of the dashboard's two sources into what the charts and their tables show: the
 * landing counters as labelled bars, the recorded statistics as one series per event over the days,
 * the views per page as ranked bars, and the p75 vitals as one series per page kind over the days.
 */
import type { StatisticsSummary } from '../../../api/statistics'
import { ROUTES, type RouteId } from '../../../sites/routes'

export const COUNTER_LABEL: Record<string, string> = {
  students: 'Pelajar',
  classes: 'Kelas',
  programs: 'Program',
  mentors: 'Mentor',
  partners: 'Mitra',
}

/** Event names are ours (shell/analytics records them); an unknown one shows as it is. */
export const EVENT_LABEL: Record<string, string> = {
  page_view: 'Tampilan halaman',
  class_view: 'Kunjungan kelas',
  register: 'Pendaftaran',
  payment: 'Pembayaran',
  LCP: 'Sampel LCP',
  INP: 'Sampel INP',
  CLS: 'Sampel CLS',
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

export interface DailySeries {
  /** YYYY-MM-DD, ascending. */
  dates: string[]
  /** One row per event, a count per date (0 where nothing was recorded that day). */
  series: { event: string; label: string; counts: number[] }[]
}

export function dailySeries(summary: Pick<StatisticsSummary, 'daily' | 'byEvent'>): DailySeries {
  const dates = [...new Set(summary.daily.map((d) => d.date))].sort()
  const events = summary.byEvent.map((e) => e.event)
  for (const d of summary.daily) if (!events.includes(d.event)) events.push(d.event)
  const index = new Map(dates.map((d, i) => [d, i]))
  const series = events.map((event) => ({
    event,
    label: labelOf(EVENT_LABEL, event),
    counts: dates.map(() => 0),
  }))
  for (const d of summary.daily) {
    const row = series.find((s) => s.event === d.event)
    const i = index.get(d.date)
    if (row && i !== undefined) row.counts[i] = d.count
  }
  return { dates, series }
}

/** Seconds since the epoch at UTC midnight, the x values uPlot's time scale expects. */
export const dayToSeconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000

/** A page kind (a route id) as the admin knows it: the route's address pattern. */
export function kindLabel(kind: string): string {
  if (kind === 'notFound') return 'Halaman tidak ditemukan'
  if (kind === 'unknown') return 'Tidak diketahui'
  return Object.hasOwn(ROUTES, kind) ? ROUTES[kind as RouteId].pattern : kind
}

/** The most viewed pages as bars labelled by rank (paths are too long for an axis; the table names them). */
export function pageBars(pages: StatisticsSummary['pages'], top = 10): Bars {
  const shown = pages.slice(0, top)
  return { labels: shown.map((_, i) => `#${i + 1}`), values: shown.map((p) => p.views) }
}

export type VitalName = StatisticsSummary['vitals'][number]['metric']
export const VITAL_NAMES: readonly VitalName[] = ['LCP', 'INP', 'CLS']

/** web.dev's thresholds: good up to `good`, poor above `poor`, at the 75th percentile. */
export const VITAL_THRESHOLDS: Record<VitalName, { good: number; poor: number; unit: string }> = {
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: '' },
}

export function vitalRating(metric: VitalName, p75: number): 'Baik' | 'Perlu perbaikan' | 'Buruk' {
  const t = VITAL_THRESHOLDS[metric]
  return p75 <= t.good ? 'Baik' : p75 <= t.poor ? 'Perlu perbaikan' : 'Buruk'
}

export interface VitalSeries {
  metric: VitalName
  /** YYYY-MM-DD, ascending: the days with any vital. */
  dates: string[]
  /** One line per page kind; null where that day has no sample of this vital. */
  series: { kind: string; label: string; values: (number | null)[] }[]
}

export function vitalSeries(vitals: StatisticsSummary['vitals'], metric: VitalName): VitalSeries {
  const dates = [...new Set(vitals.map((v) => v.date))].sort()
  const index = new Map(dates.map((d, i) => [d, i]))
  const byKind = new Map<string, (number | null)[]>()
  for (const v of vitals) {
    if (v.metric !== metric) continue
    let values = byKind.get(v.kind)
    if (!values) byKind.set(v.kind, (values = dates.map(() => null)))
    values[index.get(v.date)!] = v.p75
  }
  const series = [...byKind.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, values]) => ({ kind, label: kindLabel(kind), values }))
  return { metric, dates, series }
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
    if (!row) rows.set(key, (row = { date: v.date, kind: v.kind, label: kindLabel(v.kind), values: {} }))
    row.values[v.metric] = { p75: v.p75, samples: v.samples }
  }
  return [...rows.values()].sort((a, b) => b.date.localeCompare(a.date) || a.label.localeCompare(b.label))
}
