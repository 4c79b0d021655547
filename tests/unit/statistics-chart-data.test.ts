import { describe, expect, it } from 'vitest'
import {
  counterBars,
  dailySeries,
  kindBars,
  vitalRating,
  vitalRows,
  vitalSeries,
  windowDays,
} from '../../features/welcome/statistics/chartData'
import {
  axisWidth,
  dayLabel,
  dayTicks,
  DAY_LABEL_SPACE,
  formatDuration,
  formatScore,
} from '../../features/welcome/statistics/axes'

describe('statistics dashboard data', () => {
  it('labels the landing counters in Indonesian, unknown keys as they are', () => {
    expect(counterBars({ students: 12840, classes: 30, alumni: 5 })).toEqual({
      labels: ['Pelajar', 'Kelas', 'alumni'],
      values: [12840, 30, 5],
    })
  })

  it('spans every day of the window, both ends included, across a month', () => {
    expect(windowDays({ from: '2026-10-30', to: '2026-11-02' })).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ])
  })

  it('makes one series per known event over every day: 0 where other events were recorded, a gap where none was', () => {
    const daily = dailySeries({
      window: { from: '2026-10-29', to: '2026-11-01' },
      daily: [
        { date: '2026-10-29', event: 'page_view', count: 20 },
        { date: '2026-11-01', event: 'page_view', count: 30 },
        { date: '2026-11-01', event: 'payment', count: 2 },
        { date: '2026-11-01', event: 'LCP', count: 9 },
      ],
      byEvent: [
        { event: 'page_view', count: 50 },
        { event: 'LCP', count: 9 },
        { event: 'payment', count: 2 },
      ],
    })
    expect(daily.dates).toEqual(['2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01'])
    // The vitals' sample counts have charts of their own; two days without records are gaps.
    expect(daily.series).toEqual([
      { event: 'page_view', label: 'Tampilan halaman', counts: [20, null, null, 30] },
      { event: 'payment', label: 'Pembayaran', counts: [0, null, null, 2] },
    ])
  })

  const days = ['2026-11-01', '2026-11-02', '2026-11-03']
  const vitals = [
    { date: '2026-11-01', kind: 'home', metric: 'LCP' as const, p75: 2000, samples: 3 },
    { date: '2026-11-03', kind: 'home', metric: 'LCP' as const, p75: 2100, samples: 3 },
    { date: '2026-11-02', kind: 'classPage', metric: 'LCP' as const, p75: 4100, samples: 1 },
    { date: '2026-11-02', kind: 'classPage', metric: 'CLS' as const, p75: 0.2, samples: 1 },
  ]

  it('draws a line per page kind, most sampled first, named for the admin, with gaps where a day has none', () => {
    expect(vitalSeries(vitals, 'LCP', days)).toEqual({
      metric: 'LCP',
      dates: days,
      series: [
        { kind: 'home', label: 'Beranda', values: [2000, null, 2100] },
        { kind: 'classPage', label: 'Halaman kelas', values: [null, 4100, null] },
      ],
      hidden: 0,
    })
    // A short legend: the least sampled kinds are left to the table.
    const many = vitalSeries(vitals, 'LCP', days, 1)
    expect(many.series.map((s) => s.kind)).toEqual(['home'])
    expect(many.hidden).toBe(1)
  })

  it('tables a row per day and page kind, newest first, and rates by web.dev’s thresholds', () => {
    expect(vitalRows(vitals).map((r) => [r.date, r.label])).toEqual([
      ['2026-11-03', 'Beranda'],
      ['2026-11-02', 'Halaman kelas'],
      ['2026-11-01', 'Beranda'],
    ])
    expect(vitalRating('LCP', 2500)).toBe('Baik')
    expect(vitalRating('INP', 300)).toBe('Perlu perbaikan')
    expect(vitalRating('CLS', 0.3)).toBe('Buruk')
    expect(kindBars([{ kind: 'home', views: 3 }])).toEqual({ labels: ['#1'], values: [3] })
  })
})

describe('statistics axes', () => {
  it('labels days the Indonesian way, without a trailing dot', () => {
    expect(['2026-11-03', '2026-05-01', '2026-08-17', '2026-01-09'].map(dayLabel)).toEqual([
      '3 Nov',
      '1 Mei',
      '17 Agu',
      '9 Jan',
    ])
  })

  it('labels as many days as the width holds, today always, never two labels closer than their room', () => {
    // 360 px phone: about 280 px of plot.
    const narrow = dayTicks(14, 280)
    expect(narrow.at(-1)).toBe(13)
    expect(narrow.length).toBeLessThanOrEqual(Math.floor(280 / DAY_LABEL_SPACE))
    expect(
      new Set(narrow.map((i) => dayLabel(windowDays({ from: '2026-11-01', to: '2026-11-14' })[i]!))).size,
    ).toBe(narrow.length)
    // 1280 px desktop: every day.
    expect(dayTicks(14, 1000)).toEqual(Array.from({ length: 14 }, (_, i) => i))
    for (const width of [100, 280, 500, 1000]) {
      const ticks = dayTicks(14, width)
      if (ticks.length < 2) continue
      const step = ticks[1]! - ticks[0]!
      expect(step * (width / 14), `width ${width}`).toBeGreaterThanOrEqual(DAY_LABEL_SPACE - 0.01)
    }
    expect(dayTicks(0, 500)).toEqual([])
  })

  it('writes durations as milliseconds below a second and seconds above, in Indonesian', () => {
    expect(formatDuration(850)).toBe('850 md')
    expect(formatDuration(999.6)).toBe('1 dtk')
    expect(formatDuration(1200)).toBe('1,2 dtk')
    expect(formatDuration(2500)).toBe('2,5 dtk')
    expect(formatDuration(12_345)).toBe('12 dtk')
    expect(formatScore(0.05)).toBe('0,05')
  })

  it('makes a y axis as wide as its longest label', () => {
    const labels = ['0 md', '500 md', '1,5 dtk', '60 dtk'].map(String)
    expect(axisWidth(labels)).toBeGreaterThanOrEqual('1,5 dtk'.length * 7)
    expect(axisWidth(['850 md'])).toBeLessThan(axisWidth(['1.000.000 md']))
  })
})
