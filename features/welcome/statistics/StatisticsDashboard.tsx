/**
 * The admin statistics dashboard on /Welcome: the landing counters (`v1/landing/counter`)
 * as bars and the recorded statistics (`v1/statistics/summary`, the read side of SPEC §7's
 * `v1/statistics/record`, which the site's pages feed: shell/statistics.ts): a line per event over
 * the latest days, the views per page kind, and the p75 of the Core Web Vitals per page kind over
 * the days (page kinds: sites/pageKinds.ts; utility pages are not recorded at all).
 *
 * Charts: uPlot (about 20 KB gzipped, canvas, maintained, no dependencies), chosen over chart.js
 * (several times larger) and recharts (pulls d3 and is heavier still). This module is the only one
 * that imports it and is itself loaded with `React.lazy` only when an administrator's account
 * section renders, so no other page or visitor downloads it. A canvas says nothing to a screen
 * reader: each chart is hidden from assistive technology and followed by a table of the same figures.
 */
import { useMemo, type ReactNode } from 'react'
import uPlot from 'uplot'
import { useLandingCounters } from '../../../api/app'
import { useStatisticsSummary } from '../../../api/statistics'
import { EmptyState } from '../../../components/EmptyState'
import { formatDate, formatNumber } from '../../../components/format'
import { LoadError } from '../../../components/LoadError'
import { TextSkeleton } from '../../../components/Skeleton'
import { pageKindLabel } from '../../../sites/pageKinds'
import { axisWidth, dayLabel, dayTicks, formatDuration, formatScore } from './axes'
import {
  counterBars,
  dailySeries,
  kindBars,
  VITAL_NAMES,
  VITAL_THRESHOLDS,
  vitalRating,
  vitalRows,
  vitalSeries,
  windowDays,
  type Bars,
  type DailySeries,
  type VitalName,
  type VitalSeries,
} from './chartData'
import { UPlotChart } from './UPlotChart'
import './styles.scss'

/** Distinct on white at 3:1 or more (WCAG non-text contrast). */
const PALETTE = ['#1d4ed8', '#b45309', '#047857', '#be123c', '#6d28d9', '#0e7490']
const colour = (i: number) => PALETTE[i % PALETTE.length]!
const AXIS = { stroke: '#334155', grid: { stroke: '#e2e8f0' }, ticks: { stroke: '#cbd5e1' } }

/**
 * Bars, one per label. `log`: a logarithmic scale with a line at each power of ten, for the counters,
 * which differ by orders of magnitude (tens of programs, thousands of students): on a linear scale
 * only the largest would show.
 */
function BarChart({ bars, log = false }: { bars: Bars; log?: boolean }) {
  const { options, data } = useMemo(() => {
    const xs = bars.labels.map((_, i) => i)
    const max = Math.max(...bars.values, 1)
    const top = log ? 10 ** Math.max(1, Math.ceil(Math.log10(max * 1.01))) : Math.ceil(max * 1.1)
    const decades = Array.from({ length: Math.round(Math.log10(top)) + 1 }, (_, i) => 10 ** i)
    const options: Omit<uPlot.Options, 'width' | 'height'> = {
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: false, range: [-0.5, bars.labels.length - 0.5] },
        y: log ? { distr: 3, log: 10, range: [1, top] } : { range: [0, top] },
      },
      axes: [
        { ...AXIS, splits: () => xs, values: (_u, splits) => splits.map((i) => bars.labels[i] ?? '') },
        {
          ...AXIS,
          size: 64,
          ...(log ? { splits: () => decades } : {}),
          values: (_u, splits) => splits.map((n) => formatNumber(n)),
        },
      ],
      series: [
        {},
        {
          label: 'Jumlah',
          fill: colour(0),
          stroke: colour(0),
          paths: uPlot.paths.bars?.({ size: [0.6, 80] }),
          points: { show: false },
        },
      ],
    }
    const ys = log ? bars.values.map((n) => Math.max(n, 1)) : bars.values
    return { options, data: [xs, ys] as uPlot.AlignedData }
  }, [bars, log])
  return <UPlotChart options={options} data={data} />
}

/**
 * A line per series over the window's days (x is the day's index). A missing day is null and stays
 * a gap (`spanGaps: false`): a line drawn across it would claim figures nobody recorded. The x axis
 * labels as many days as its width holds; the y axis is as wide as its longest label.
 */
function DayLines({
  dates,
  series,
  format,
  height,
}: {
  dates: readonly string[]
  series: { label: string; values: (number | null)[] }[]
  format: (n: number) => string
  height: number
}) {
  const { options, data } = useMemo(() => {
    const last = Math.max(dates.length - 1, 1)
    const options: Omit<uPlot.Options, 'width' | 'height'> = {
      legend: { live: false },
      cursor: { points: { show: false } },
      scales: {
        x: { time: false, range: [0, last] },
        y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
      },
      axes: [
        {
          ...AXIS,
          splits: (u) => dayTicks(dates.length, u.width - 60),
          values: (_u, splits) => splits.map((i) => (dates[i] ? dayLabel(dates[i]) : '')),
        },
        {
          ...AXIS,
          size: (_u, values) => axisWidth(values ?? []),
          values: (_u, splits) => splits.map(format),
        },
      ],
      series: [
        { label: 'Tanggal' },
        ...series.map((s, i) => ({
          label: s.label,
          stroke: colour(i),
          width: 2,
          spanGaps: false,
          points: { show: true, size: 5, fill: colour(i) },
        })),
      ],
    }
    const data = [dates.map((_, i) => i), ...series.map((s) => s.values)] as uPlot.AlignedData
    return { options, data }
  }, [dates, series, format, height])
  return <UPlotChart options={options} data={data} height={height} />
}

const formatCount = (n: number) => formatNumber(Math.round(n))
/** A day without any record is a gap in the chart and a dash in the table, never a 0. */
const formatCell = (n: number | null | undefined) => (n == null ? '–' : formatNumber(n))

function DailyChart({ daily }: { daily: DailySeries }) {
  const series = useMemo(() => daily.series.map((s) => ({ label: s.label, values: s.counts })), [daily])
  return <DayLines dates={daily.dates} series={series} format={formatCount} height={260} />
}

const formatVital = (metric: VitalName, n: number) => (metric === 'CLS' ? formatScore(n) : formatDuration(n))

function VitalChart({ vital }: { vital: VitalSeries }) {
  const format = useMemo(() => (n: number) => formatVital(vital.metric, n), [vital.metric])
  return <DayLines dates={vital.dates} series={vital.series} format={format} height={220} />
}

/**
 * One figure set of the dashboard: its heading, why it failed (with a retry), a skeleton while it
 * loads, an empty state, then the chart with the table that carries the same figures for assistive
 * technology.
 */
function StatsSection({
  id,
  title,
  what,
  state,
  empty,
  emptyTitle,
  tableLabel,
  chart,
  table,
}: {
  id: string
  title: string
  what: string
  state: {
    data: unknown
    error: { message: string } | undefined
    isLoading: boolean
    isValidating: boolean
    mutate: () => unknown
  }
  /** Null while there is no data; true when the data holds no figures. */
  empty: boolean | null
  emptyTitle: string
  tableLabel: string
  chart: () => ReactNode
  table: () => ReactNode
}) {
  const { data, error, isLoading, isValidating, mutate } = state
  return (
    <section className="stats-chart" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {error && !data && (
        <LoadError
          what={what}
          message={error.message}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      )}
      {!data && isLoading && <TextSkeleton lines={6} label={`Memuat ${what.toLowerCase()}…`} />}
      {empty === true && <EmptyState title={emptyTitle} />}
      {empty === false && (
        <>
          {chart()}
          <section className="stats-table" aria-label={tableLabel} tabIndex={0}>
            {table()}
          </section>
        </>
      )}
    </section>
  )
}

function CountersSection() {
  const state = useLandingCounters()
  const bars = useMemo(() => (state.data ? counterBars(state.data.data.data_count) : null), [state.data])
  return (
    <StatsSection
      id="stats-counters"
      title="Angka situs"
      what="Angka situs"
      state={state}
      empty={bars && bars.values.length === 0}
      emptyTitle="Belum ada angka situs."
      tableLabel="Tabel angka situs"
      chart={() => bars && <BarChart bars={bars} log />}
      table={() =>
        bars && (
          <table>
            <caption>Angka situs (data grafik di atas)</caption>
            <thead>
              <tr>
                <th scope="col">Angka</th>
                <th scope="col">Jumlah</th>
              </tr>
            </thead>
            <tbody>
              {bars.labels.map((label, i) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{formatNumber(bars.values[i] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    />
  )
}

function DailySection() {
  const state = useStatisticsSummary()
  const daily = useMemo(() => (state.data ? dailySeries(state.data.data) : null), [state.data])
  return (
    <StatsSection
      id="stats-daily"
      title="Statistik tercatat per hari"
      what="Statistik"
      state={state}
      empty={daily && daily.dates.length === 0}
      emptyTitle="Belum ada statistik tercatat."
      tableLabel="Tabel statistik per hari"
      chart={() => daily && <DailyChart daily={daily} />}
      table={() =>
        daily && (
          <table>
            <caption>Statistik tercatat per hari (data grafik di atas)</caption>
            <thead>
              <tr>
                <th scope="col">Tanggal</th>
                {daily.series.map((s) => (
                  <th key={s.event} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {daily.dates.map((date, i) => (
                <tr key={date}>
                  <th scope="row">{formatDate(`${date}T00:00:00Z`, 'short')}</th>
                  {daily.series.map((s) => (
                    <td key={s.event}>{formatCell(s.counts[i])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    />
  )
}

function PagesSection() {
  const state = useStatisticsSummary()
  const kinds = state.data?.data.kinds ?? null
  const pages = state.data?.data.pages ?? null
  const bars = useMemo(() => (kinds ? kindBars(kinds) : null), [kinds])
  return (
    <StatsSection
      id="stats-pages"
      title="Tampilan per jenis halaman"
      what="Tampilan halaman"
      state={state}
      empty={kinds && kinds.length === 0}
      emptyTitle="Belum ada tampilan halaman tercatat."
      tableLabel="Tabel tampilan per jenis halaman"
      chart={() => bars && <BarChart bars={bars} />}
      table={() =>
        kinds &&
        pages && (
          <>
            <table>
              <caption>
                Tampilan per jenis halaman, terbanyak dahulu (peringkat sama dengan grafik di atas)
              </caption>
              <thead>
                <tr>
                  <th scope="col">Peringkat</th>
                  <th scope="col">Jenis halaman</th>
                  <th scope="col">Tampilan</th>
                </tr>
              </thead>
              <tbody>
                {kinds.map((k, i) => (
                  <tr key={k.kind}>
                    <td>#{i + 1}</td>
                    <th scope="row">{pageKindLabel(k.kind)}</th>
                    <td>{formatNumber(k.views)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <table>
              <caption>Halaman yang paling banyak dilihat</caption>
              <thead>
                <tr>
                  <th scope="col">Halaman</th>
                  <th scope="col">Jenis halaman</th>
                  <th scope="col">Tampilan</th>
                </tr>
              </thead>
              <tbody>
                {pages.map((p) => (
                  <tr key={p.path}>
                    <th scope="row" className="stats-table__path">
                      {p.path}
                    </th>
                    <td className="stats-table__text">{pageKindLabel(p.kind)}</td>
                    <td>{formatNumber(p.views)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )
      }
    />
  )
}

function VitalsSection() {
  const state = useStatisticsSummary()
  const summary = state.data?.data ?? null
  const vitals = summary?.vitals ?? null
  const charts = useMemo(() => {
    if (!summary) return null
    const days = windowDays(summary.window)
    return VITAL_NAMES.map((m) => vitalSeries(summary.vitals, m, days))
  }, [summary])
  const rows = useMemo(() => (vitals ? vitalRows(vitals) : null), [vitals])
  return (
    <StatsSection
      id="stats-vitals"
      title="Core Web Vitals (p75) per jenis halaman"
      what="Core Web Vitals"
      state={state}
      empty={vitals && vitals.length === 0}
      emptyTitle="Belum ada Core Web Vitals tercatat."
      tableLabel="Tabel Core Web Vitals per jenis halaman"
      chart={() =>
        charts?.map(
          (vital) =>
            vital.series.length > 0 && (
              <figure key={vital.metric} className="stats-vital">
                <figcaption>
                  {vital.metric} p75 ({vitalExplanation(vital.metric)})
                  {vital.hidden > 0 &&
                    ` · ${vital.series.length} jenis halaman dengan sampel terbanyak; ${vital.hidden} lainnya di tabel`}
                </figcaption>
                <VitalChart vital={vital} />
              </figure>
            ),
        )
      }
      table={() =>
        rows && (
          <table>
            <caption>
              Core Web Vitals per jenis halaman dan hari: persentil ke-75, penilaian, dan jumlah sampel
            </caption>
            <thead>
              <tr>
                <th scope="col">Tanggal</th>
                <th scope="col">Jenis halaman</th>
                {VITAL_NAMES.map((m) => (
                  <th key={m} scope="col">
                    {m} (p75)
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.date} ${row.kind}`}>
                  <th scope="row">{formatDate(`${row.date}T00:00:00Z`, 'short')}</th>
                  <td className="stats-table__text">{row.label}</td>
                  {VITAL_NAMES.map((m) => {
                    const v = row.values[m]
                    return (
                      <td key={m}>
                        {v
                          ? `${formatVital(m, v.p75)} · ${vitalRating(m, v.p75)} · ${formatNumber(v.samples)} sampel`
                          : '–'}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    />
  )
}

function vitalExplanation(metric: VitalName): string {
  const what = { LCP: 'konten utama tampil', INP: 'respons interaksi', CLS: 'pergeseran tata letak' }[metric]
  return `${what}; baik ≤ ${formatVital(metric, VITAL_THRESHOLDS[metric].good)}`
}

export default function StatisticsDashboard() {
  return (
    <div className="stats-dashboard">
      <CountersSection />
      <DailySection />
      <PagesSection />
      <VitalsSection />
    </div>
  )
}
