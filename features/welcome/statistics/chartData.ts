/**
 * Pure shaping of the dashboard's two sources into what the charts and their tables show: the
 * landing counters as labelled bars, the recorded statistics as one series per event over the days.
 */
import type { StatisticsSummary } from '../../../api/statistics'

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

export function dailySeries(summary: StatisticsSummary): DailySeries {
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
