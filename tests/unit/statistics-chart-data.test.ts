import { describe, expect, it } from 'vitest'
import { counterBars, dailySeries, dayToSeconds } from '../../features/welcome/statistics/chartData'

describe('statistics dashboard data', () => {
  it('labels the landing counters in Indonesian, unknown keys as they are', () => {
    expect(counterBars({ students: 12840, classes: 30, alumni: 5 })).toEqual({
      labels: ['Pelajar', 'Kelas', 'alumni'],
      values: [12840, 30, 5],
    })
  })

  it('makes one series per event over every day, 0 where a day has no record of it', () => {
    const daily = dailySeries({
      daily: [
        { date: '2026-10-31', event: 'page_view', count: 30 },
        { date: '2026-10-30', event: 'page_view', count: 20 },
        { date: '2026-10-31', event: 'payment', count: 2 },
        { date: '2026-10-30', event: 'custom', count: 1 },
      ],
      byEvent: [
        { event: 'page_view', count: 50 },
        { event: 'payment', count: 2 },
      ],
    })
    expect(daily.dates).toEqual(['2026-10-30', '2026-10-31'])
    expect(daily.series).toEqual([
      { event: 'page_view', label: 'Tampilan halaman', counts: [20, 30] },
      { event: 'payment', label: 'Pembayaran', counts: [0, 2] },
      { event: 'custom', label: 'custom', counts: [1, 0] },
    ])
  })

  it('puts a day at UTC midnight in seconds', () => {
    expect(dayToSeconds('2026-11-01')).toBe(Date.UTC(2026, 10, 1) / 1000)
  })
})
