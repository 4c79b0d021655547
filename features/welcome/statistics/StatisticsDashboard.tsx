/**
 * The admin statistics dashboard on /Welcome: the landing counters (`v1/landing/counter`)
 * as bars and the recorded statistics (`v1/statistics/summary`, the read side of SPEC §7's
 * `v1/statistics/record`, which the site's pages feed: shell/statistics.ts): a line per event over
 * the latest days, the views per page, and the p75 of the Core Web Vitals per page kind over the days.
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
import {
  counterBars,
  dailySeries,
  dayToSeconds,
  kindLabel,
  pageBars,
  VITAL_NAMES,
  VITAL_THRESHOLDS,
  vitalRating,
  vitalRows,
  vitalSeries,
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

const dayMonth = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' })

function DailyChart({ daily }: { daily: DailySeries }) {
  const { options, data } = useMemo(() => {
    const options: Omit<uPlot.Options, 'width' | 'height'> = {
      legend: { live: false },
      scales: { x: { time: true } },
      axes: [
        { ...AXIS, values: (_u, splits) => splits.map((t) => dayMonth.format(new Date(t * 1000))) },
        { ...AXIS, size: 50 },
      ],
      series: [
        { label: 'Tanggal' },
        ...daily.series.map((s, i) => ({ label: s.label, stroke: colour(i), width: 2 })),
      ],
    }
    const data = [daily.dates.map(dayToSeconds), ...daily.series.map((s) => s.counts)] as uPlot.AlignedData
    return { options, data }
  }, [daily])
  return <UPlotChart options={options} data={data} />
}

const formatVital = (metric: VitalName, n: number) =>
  metric === 'CLS' ? n.toLocaleString('id-ID', { maximumFractionDigits: 3 }) : `${formatNumber(n)} ms`

function VitalChart({ vital }: { vital: VitalSeries }) {
  const { options, data } = useMemo(() => {
    const options: Omit<uPlot.Options, 'width' | 'height'> = {
      legend: { live: false },
      scales: { x: { time: true } },
      axes: [
        { ...AXIS, values: (_u, splits) => splits.map((t) => dayMonth.format(new Date(t * 1000))) },
        { ...AXIS, size: 64, values: (_u, splits) => splits.map((n) => formatVital(vital.metric, n)) },
      ],
      series: [
        { label: 'Tanggal' },
        ...vital.series.map((s, i) => ({ label: s.label, stroke: colour(i), width: 2, spanGaps: true })),
      ],
    }
    const data = [vital.dates.map(dayToSeconds), ...vital.series.map((s) => s.values)] as uPlot.AlignedData
    return { options, data }
  }, [vital])
  return <UPlotChart options={options} data={data} height={220} />
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
          <div className="stats-table" role="region" aria-label={tableLabel} tabIndex={0}>
            {table()}
          </div>
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
                    <td key={s.event}>{formatNumber(s.counts[i] ?? 0)}</td>
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
  const pages = state.data?.data.pages ?? null
  const bars = useMemo(() => (pages ? pageBars(pages) : null), [pages])
  return (
    <StatsSection
      id="stats-pages"
      title="Tampilan per halaman"
      what="Tampilan halaman"
      state={state}
      empty={pages && pages.length === 0}
      emptyTitle="Belum ada tampilan halaman tercatat."
      tableLabel="Tabel tampilan per halaman"
      chart={() => bars && <BarChart bars={bars} />}
      table={() =>
        pages && (
          <table>
            <caption>Tampilan per halaman, terbanyak dahulu (peringkat sama dengan grafik di atas)</caption>
            <thead>
              <tr>
                <th scope="col">Peringkat</th>
                <th scope="col">Halaman</th>
                <th scope="col">Jenis halaman</th>
                <th scope="col">Tampilan</th>
              </tr>
            </thead>
            <tbody>
              {pages.map((p, i) => (
                <tr key={p.path}>
                  <td>#{i + 1}</td>
                  <th scope="row">{p.path}</th>
                  <td className="stats-table__text">{kindLabel(p.kind)}</td>
                  <td>{formatNumber(p.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    />
  )
}

function VitalsSection() {
  const state = useStatisticsSummary()
  const vitals = state.data?.data.vitals ?? null
  const charts = useMemo(() => (vitals ? VITAL_NAMES.map((m) => vitalSeries(vitals, m)) : null), [vitals])
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
  const t = VITAL_THRESHOLDS[metric]
  const unit = t.unit ? ` ${t.unit}` : ''
  const what = { LCP: 'konten utama tampil', INP: 'respons interaksi', CLS: 'pergeseran tata letak' }[metric]
  return `${what}; baik ≤ ${formatVital(metric, t.good).replace(' ms', '')}${unit}`
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
